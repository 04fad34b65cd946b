import { cancellationOutcome, type CancellationPolicy } from '@/domain/booking/cancellationPolicy'
import { toEuro } from '@/domain/money'
import { rescheduleActions, type RescheduleActions, type RescheduleSettings } from '@/domain/reschedule'
import { sessionRowActions, type SessionRowAction, type SessionSide } from '@/domain/sessions/sessionRowActions'
import type { Consultation } from '@/payload-types'
import { openProposal, rescheduleStateOf, type ReschedulableSession } from '@/server/reschedule/rescheduleState'

export type SessionReschedule = {
  /** The new time one side proposed and the other has not answered yet. */
  proposal: { startsAt: string; endsAt: string; proposedBy: SessionSide } | null
  actions: RescheduleActions
}

export type SessionCancellation = { kind: 'release' } | { kind: 'refund'; refund: number }

type ListedDoc = Pick<
  Consultation,
  'status' | 'startsAt' | 'endsAt' | 'price' | 'feedbackGivenAt' | 'consulteeReviewedAt'
>

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null)

/** What the viewer can do with a listed session now. */
export function actionsOf(doc: ListedDoc, side: SessionSide, now: Date): SessionRowAction[] {
  return sessionRowActions({
    side,
    status: doc.status,
    startsAt: new Date(doc.startsAt),
    endsAt: new Date(doc.endsAt),
    now,
    feedbackGivenAt: dateOrNull(doc.feedbackGivenAt),
    consulteeReviewedAt: dateOrNull(doc.consulteeReviewedAt),
  })
}

/** What cancelling now would do with the money, by the admins' policy; null when it cannot be cancelled. */
export function cancellationOf(
  doc: ListedDoc,
  side: SessionSide,
  policy: CancellationPolicy,
  now: Date,
): SessionCancellation | null {
  const outcome = cancellationOutcome({
    policy,
    status: doc.status,
    startsAt: new Date(doc.startsAt),
    now,
    by: side,
    totalCents: doc.price?.totalCents ?? 0,
  })
  if (outcome.kind === 'release') return { kind: 'release' } as const
  return outcome.kind === 'refund' ? ({ kind: 'refund', refund: toEuro(outcome.refundCents) } as const) : null
}

/** The open proposal of a listed session and what the viewer can do about moving it now. */
export function rescheduleOf(
  doc: ReschedulableSession,
  side: SessionSide,
  settings: RescheduleSettings,
  now: Date,
): SessionReschedule {
  const proposal = openProposal(doc)
  return {
    proposal: proposal && {
      startsAt: proposal.startsAt.toISOString(),
      endsAt: proposal.endsAt.toISOString(),
      proposedBy: proposal.proposedBy,
    },
    actions: rescheduleActions(rescheduleStateOf(doc), side, settings, now),
  }
}
