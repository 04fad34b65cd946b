import { DEFAULT_CANCELLATION_POLICY, cancellationOutcome } from '../booking/cancellationPolicy'
import type { ConsultationStatus } from '../status/consultationStatus'
import { completionPlan, consultantAssessmentPlan, consulteeReviewPlan } from './completionPlan'

export const SESSION_ROW_ACTIONS = [
  'confirm',
  'decline',
  'cancel',
  'complete',
  'reviewConsultant',
  'reviewConsultee',
] as const

export type SessionRowAction = (typeof SESSION_ROW_ACTIONS)[number]

export type SessionSide = 'consultant' | 'consultee'

export type SessionActionInput = {
  side: SessionSide
  status: ConsultationStatus
  startsAt: Date
  endsAt: Date
  now: Date
  /** When the consultee reviewed the consultant. */
  feedbackGivenAt: Date | null
  /** When the consultant assessed the consultee. */
  consulteeReviewedAt: Date | null
}

function cancellable(input: SessionActionInput): boolean {
  const { status, startsAt, now, side } = input
  // Whether a cancellation is refused does not depend on the policy's numbers, only on status and time.
  const outcome = cancellationOutcome({
    policy: DEFAULT_CANCELLATION_POLICY,
    status,
    startsAt,
    now,
    by: side,
    totalCents: 0,
  })
  return outcome.kind !== 'refused'
}

function consultantActions(input: SessionActionInput): SessionRowAction[] {
  if (input.status === 'UPCOMING_PENDING') return cancellable(input) ? ['confirm', 'decline'] : []
  if (cancellable(input)) return ['cancel']
  const assess = consultantAssessmentPlan(input, input.now)
  return assess.kind === 'allowed' && !input.consulteeReviewedAt ? ['reviewConsultee'] : []
}

function consulteeActions(input: SessionActionInput): SessionRowAction[] {
  if (cancellable(input)) return ['cancel']
  // The completion dialog offers the review itself, so a session still to complete shows only that.
  if (completionPlan(input, 'CONFIRMED', input.now).kind === 'allowed') return ['complete']
  const review = consulteeReviewPlan(input, input.now)
  return review.kind === 'allowed' && !input.feedbackGivenAt ? ['reviewConsultant'] : []
}

/** What the viewer of a listed session can do with it now (spec §4 "Consultation actions"). */
export function sessionRowActions(input: SessionActionInput): SessionRowAction[] {
  return input.side === 'consultant' ? consultantActions(input) : consulteeActions(input)
}
