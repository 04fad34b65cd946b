import type { CompletionSubmission, ConsultationStatus } from '../status/consultationStatus'

/**
 * What completing or reviewing a session does to its status. `steps` are the statuses to pass through in
 * order, along the transition table: a confirmed session whose end has passed but which the clock has not
 * moved yet first becomes PAST_CONSULTATION_TIME_PASSED.
 */
export type FeedbackPlan = { kind: 'allowed'; steps: ConsultationStatus[] } | { kind: 'refused' }

type Session = { status: ConsultationStatus; endsAt: Date }

const REVIEWABLE: readonly ConsultationStatus[] = [
  'PAST_COMPLETED_WITH_USER_CONFIRMATION',
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_ISSUE_REPORTED',
]

/** The status the session is in once its time is over, or null when it is not over (or never took place). */
function overStatus(session: Session, now: Date): ConsultationStatus | null {
  if (session.status === 'UPCOMING_CONFIRMED') return session.endsAt <= now ? 'PAST_CONSULTATION_TIME_PASSED' : null
  return session.status
}

function throughTimePassed(session: Session, to: ConsultationStatus[]): ConsultationStatus[] {
  return session.status === 'UPCOMING_CONFIRMED' ? ['PAST_CONSULTATION_TIME_PASSED', ...to] : to
}

/** POST /user/complete. FEEDBACK_GIVEN confirms the session too; the review itself comes separately. */
export function completionPlan(session: Session, sent: CompletionSubmission, now: Date): FeedbackPlan {
  const over = overStatus(session, now)
  if (over === 'PAST_CONSULTATION_TIME_PASSED') {
    const to = sent === 'PAST_ISSUE_REPORTED' ? 'PAST_ISSUE_REPORTED' : 'PAST_COMPLETED_WITH_USER_CONFIRMATION'
    return { kind: 'allowed', steps: throughTimePassed(session, [to]) }
  }
  // Already completed: only the feedback flag is left to set.
  if (sent === 'FEEDBACK_GIVEN' && over && REVIEWABLE.includes(over)) return { kind: 'allowed', steps: [] }
  return { kind: 'refused' }
}

/** POST /user/review: a session that took place; reviewing one that is merely over confirms it. */
export function consulteeReviewPlan(session: Session, now: Date): FeedbackPlan {
  const over = overStatus(session, now)
  if (over === 'PAST_CONSULTATION_TIME_PASSED') {
    return { kind: 'allowed', steps: throughTimePassed(session, ['PAST_COMPLETED_WITH_USER_CONFIRMATION']) }
  }
  return over && REVIEWABLE.includes(over) ? { kind: 'allowed', steps: [] } : { kind: 'refused' }
}

/** POST /consultant/review: the consultant assesses a consultee once the session is over; no status change. */
export function consultantAssessmentPlan(session: Session, now: Date): FeedbackPlan {
  const over = overStatus(session, now)
  if (over === 'PAST_CONSULTATION_TIME_PASSED') return { kind: 'allowed', steps: throughTimePassed(session, []) }
  return over && REVIEWABLE.includes(over) ? { kind: 'allowed', steps: [] } : { kind: 'refused' }
}
