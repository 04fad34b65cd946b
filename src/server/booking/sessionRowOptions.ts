import { cancellationOutcome, type CancellationPolicy } from '@/domain/booking/cancellationPolicy'
import { toEuro } from '@/domain/money'
import { sessionRowActions, type SessionRowAction, type SessionSide } from '@/domain/sessions/sessionRowActions'
import type { Consultation } from '@/payload-types'

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
