import { defineMachine } from './machine'

export const CONSULTATION_STATUSES = [
  // Slot held while the card is being authorised, before the request is placed.
  'HELD',
  // Hold released because payment authorisation never happened.
  'HOLD_EXPIRED',
  'UPCOMING_PENDING',
  'UPCOMING_CONFIRMED',
  'PAST_CONSULTATION_TIME_PASSED',
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_COMPLETED_WITH_USER_CONFIRMATION',
  'PAST_ISSUE_REPORTED',
  'PAST_CANCELLED_BY_USER',
  'PAST_CANCELLED_BY_CONSULTANT',
  'PAST_REQ_CANCELLED_BY_USER',
  'PAST_REQ_CANCELLED_BY_CONSULTANT',
  'PAST_REQUEST_TIMEOUT',
] as const

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]

export const consultationStatusMachine = defineMachine('consultation', CONSULTATION_STATUSES, {
  HELD: ['UPCOMING_PENDING', 'HOLD_EXPIRED', 'PAST_REQ_CANCELLED_BY_USER'],
  HOLD_EXPIRED: [],
  UPCOMING_PENDING: [
    'UPCOMING_CONFIRMED',
    'PAST_REQ_CANCELLED_BY_CONSULTANT',
    'PAST_REQ_CANCELLED_BY_USER',
    'PAST_REQUEST_TIMEOUT',
  ],
  UPCOMING_CONFIRMED: ['PAST_CANCELLED_BY_USER', 'PAST_CANCELLED_BY_CONSULTANT', 'PAST_CONSULTATION_TIME_PASSED'],
  PAST_CONSULTATION_TIME_PASSED: [
    'PAST_COMPLETED_WITH_USER_CONFIRMATION',
    'PAST_ISSUE_REPORTED',
    'PAST_COMPLETED_WITH_TIMEOUT',
  ],
  PAST_COMPLETED_WITH_TIMEOUT: [],
  PAST_COMPLETED_WITH_USER_CONFIRMATION: [],
  // An admin resolving the issue completes the consultation.
  PAST_ISSUE_REPORTED: ['PAST_COMPLETED_WITH_USER_CONFIRMATION'],
  PAST_CANCELLED_BY_USER: [],
  PAST_CANCELLED_BY_CONSULTANT: [],
  PAST_REQ_CANCELLED_BY_USER: [],
  PAST_REQ_CANCELLED_BY_CONSULTANT: [],
  PAST_REQUEST_TIMEOUT: [],
})

export function isConsultationStatus(value: unknown): value is ConsultationStatus {
  return consultationStatusMachine.isState(value)
}

/** Statuses that occupy the consultant's slot (double-booking exclusion constraint). */
export const SLOT_BLOCKING_STATUSES = [
  'HELD',
  'UPCOMING_PENDING',
  'UPCOMING_CONFIRMED',
] as const satisfies readonly ConsultationStatus[]

export function blocksSlot(status: string): boolean {
  return (SLOT_BLOCKING_STATUSES as readonly string[]).includes(status)
}

/** Sessions that will not take place: released holds, declined, cancelled or unanswered requests. */
export const CALLED_OFF_STATUSES = [
  'HOLD_EXPIRED',
  'PAST_CANCELLED_BY_USER',
  'PAST_CANCELLED_BY_CONSULTANT',
  'PAST_REQ_CANCELLED_BY_USER',
  'PAST_REQ_CANCELLED_BY_CONSULTANT',
  'PAST_REQUEST_TIMEOUT',
] as const satisfies readonly ConsultationStatus[]

export function isCalledOffStatus(status: string): boolean {
  return (CALLED_OFF_STATUSES as readonly string[]).includes(status)
}

/** Completed sessions: the consultant has earned the share of the price. */
export const COMPLETED_STATUSES = [
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_COMPLETED_WITH_USER_CONFIRMATION',
] as const satisfies readonly ConsultationStatus[]

export function isCompletedStatus(status: string): boolean {
  return (COMPLETED_STATUSES as readonly string[]).includes(status)
}

/** Values the consultee sends to complete a consultation (spec §4). */
export const COMPLETION_SUBMISSIONS = ['CONFIRMED', 'PAST_ISSUE_REPORTED', 'FEEDBACK_GIVEN'] as const

export type CompletionSubmission = (typeof COMPLETION_SUBMISSIONS)[number]

export type CompletionOutcome =
  | { kind: 'setStatus'; status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION' | 'PAST_ISSUE_REPORTED' }
  | { kind: 'markFeedbackGiven' }

// FEEDBACK_GIVEN is a review flag on the consultation, not a stored status.
export function completionOutcome(sent: CompletionSubmission): CompletionOutcome {
  switch (sent) {
    case 'CONFIRMED':
      return { kind: 'setStatus', status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION' }
    case 'PAST_ISSUE_REPORTED':
      return { kind: 'setStatus', status: 'PAST_ISSUE_REPORTED' }
    case 'FEEDBACK_GIVEN':
      return { kind: 'markFeedbackGiven' }
  }
}
