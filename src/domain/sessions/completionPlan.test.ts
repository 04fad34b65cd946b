import { describe, expect, it } from 'vitest'

import { CONSULTATION_STATUSES, type CompletionSubmission, type ConsultationStatus } from '../status/consultationStatus'
import { completionPlan, consultantAssessmentPlan, consulteeReviewPlan } from './completionPlan'

const now = new Date('2026-12-01T12:00:00Z')
const ended = new Date('2026-12-01T11:00:00Z')
const notEnded = new Date('2026-12-01T12:30:00Z')

const session = (status: ConsultationStatus, endsAt = ended) => ({ status, endsAt })

describe('completionPlan', () => {
  it.each<[ConsultationStatus, Date, CompletionSubmission, ConsultationStatus[] | 'refused']>([
    ['PAST_CONSULTATION_TIME_PASSED', ended, 'CONFIRMED', ['PAST_COMPLETED_WITH_USER_CONFIRMATION']],
    ['PAST_CONSULTATION_TIME_PASSED', ended, 'FEEDBACK_GIVEN', ['PAST_COMPLETED_WITH_USER_CONFIRMATION']],
    ['PAST_CONSULTATION_TIME_PASSED', ended, 'PAST_ISSUE_REPORTED', ['PAST_ISSUE_REPORTED']],
    [
      'UPCOMING_CONFIRMED',
      ended,
      'CONFIRMED',
      ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION'],
    ],
    ['UPCOMING_CONFIRMED', ended, 'PAST_ISSUE_REPORTED', ['PAST_CONSULTATION_TIME_PASSED', 'PAST_ISSUE_REPORTED']],
    ['UPCOMING_CONFIRMED', notEnded, 'CONFIRMED', 'refused'],
    ['UPCOMING_CONFIRMED', notEnded, 'PAST_ISSUE_REPORTED', 'refused'],
    ['PAST_COMPLETED_WITH_USER_CONFIRMATION', ended, 'FEEDBACK_GIVEN', []],
    ['PAST_COMPLETED_WITH_TIMEOUT', ended, 'FEEDBACK_GIVEN', []],
    ['PAST_ISSUE_REPORTED', ended, 'FEEDBACK_GIVEN', []],
    ['PAST_COMPLETED_WITH_USER_CONFIRMATION', ended, 'CONFIRMED', 'refused'],
    ['PAST_COMPLETED_WITH_TIMEOUT', ended, 'PAST_ISSUE_REPORTED', 'refused'],
    ['PAST_ISSUE_REPORTED', ended, 'PAST_ISSUE_REPORTED', 'refused'],
    ['UPCOMING_PENDING', ended, 'CONFIRMED', 'refused'],
    ['PAST_CANCELLED_BY_USER', ended, 'FEEDBACK_GIVEN', 'refused'],
    ['PAST_REQUEST_TIMEOUT', ended, 'CONFIRMED', 'refused'],
  ])('%s ending %s, sent %s → %j', (status, endsAt, sent, expected) => {
    const plan = completionPlan(session(status, endsAt), sent, now)
    expect(plan.kind === 'allowed' ? plan.steps : 'refused').toEqual(expected)
  })
})

const tookPlace = new Set<ConsultationStatus>([
  'PAST_CONSULTATION_TIME_PASSED',
  'PAST_COMPLETED_WITH_USER_CONFIRMATION',
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_ISSUE_REPORTED',
])

describe.each([
  ['consulteeReviewPlan', consulteeReviewPlan, ['PAST_COMPLETED_WITH_USER_CONFIRMATION']],
  ['consultantAssessmentPlan', consultantAssessmentPlan, []],
] as const)('%s', (_name, plan, afterTimePassed) => {
  it.each(CONSULTATION_STATUSES)('%s: allowed only once the session took place', (status) => {
    const answer = plan(session(status), now)
    expect(answer.kind).toBe(tookPlace.has(status) || status === 'UPCOMING_CONFIRMED' ? 'allowed' : 'refused')
  })

  it('moves a session that is merely over along the table', () => {
    expect(plan(session('PAST_CONSULTATION_TIME_PASSED'), now)).toEqual({ kind: 'allowed', steps: afterTimePassed })
    expect(plan(session('UPCOMING_CONFIRMED'), now)).toEqual({
      kind: 'allowed',
      steps: ['PAST_CONSULTATION_TIME_PASSED', ...afterTimePassed],
    })
  })

  it('refuses a confirmed session that has not ended', () => {
    expect(plan(session('UPCOMING_CONFIRMED', notEnded), now).kind).toBe('refused')
  })
})
