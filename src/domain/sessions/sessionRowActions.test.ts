import { describe, expect, it } from 'vitest'

import type { ConsultationStatus } from '../status/consultationStatus'
import { sessionRowActions, type SessionRowAction, type SessionSide } from './sessionRowActions'

const now = new Date('2026-12-01T12:00:00Z')
const hour = 3_600_000
// Relative to now: starts in two hours, started half an hour ago (still running), ended an hour ago.
const TIMES = {
  ahead: { startsAt: new Date(now.getTime() + 2 * hour), endsAt: new Date(now.getTime() + 3 * hour) },
  running: { startsAt: new Date(now.getTime() - hour / 2), endsAt: new Date(now.getTime() + hour / 2) },
  over: { startsAt: new Date(now.getTime() - 2 * hour), endsAt: new Date(now.getTime() - hour) },
} as const
const given = new Date('2026-12-01T11:30:00Z')

type Row = [SessionSide, ConsultationStatus, keyof typeof TIMES, 'none' | 'feedback' | 'assessed', SessionRowAction[]]

describe('sessionRowActions', () => {
  it.each<Row>([
    ['consultant', 'UPCOMING_PENDING', 'ahead', 'none', ['confirm', 'decline']],
    ['consultant', 'UPCOMING_PENDING', 'running', 'none', []],
    ['consultant', 'UPCOMING_CONFIRMED', 'ahead', 'none', ['cancel']],
    ['consultant', 'UPCOMING_CONFIRMED', 'running', 'none', []],
    ['consultant', 'UPCOMING_CONFIRMED', 'over', 'none', ['reviewConsultee']],
    ['consultant', 'PAST_CONSULTATION_TIME_PASSED', 'over', 'none', ['reviewConsultee']],
    ['consultant', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', 'over', 'none', ['reviewConsultee']],
    ['consultant', 'PAST_COMPLETED_WITH_TIMEOUT', 'over', 'none', ['reviewConsultee']],
    ['consultant', 'PAST_ISSUE_REPORTED', 'over', 'none', ['reviewConsultee']],
    ['consultant', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', 'over', 'assessed', []],
    ['consultant', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', 'over', 'feedback', ['reviewConsultee']],
    ['consultant', 'PAST_CANCELLED_BY_USER', 'ahead', 'none', []],
    ['consultant', 'PAST_REQ_CANCELLED_BY_CONSULTANT', 'ahead', 'none', []],
    ['consultant', 'PAST_REQUEST_TIMEOUT', 'over', 'none', []],
    ['consultee', 'UPCOMING_PENDING', 'ahead', 'none', ['cancel']],
    ['consultee', 'UPCOMING_PENDING', 'running', 'none', []],
    ['consultee', 'UPCOMING_CONFIRMED', 'ahead', 'none', ['cancel']],
    ['consultee', 'UPCOMING_CONFIRMED', 'running', 'none', []],
    ['consultee', 'UPCOMING_CONFIRMED', 'over', 'none', ['complete']],
    ['consultee', 'PAST_CONSULTATION_TIME_PASSED', 'over', 'none', ['complete']],
    ['consultee', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', 'over', 'none', ['reviewConsultant']],
    ['consultee', 'PAST_COMPLETED_WITH_TIMEOUT', 'over', 'none', ['reviewConsultant']],
    ['consultee', 'PAST_ISSUE_REPORTED', 'over', 'none', ['reviewConsultant']],
    ['consultee', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', 'over', 'feedback', []],
    ['consultee', 'PAST_COMPLETED_WITH_TIMEOUT', 'over', 'assessed', ['reviewConsultant']],
    ['consultee', 'PAST_CANCELLED_BY_CONSULTANT', 'ahead', 'none', []],
    ['consultee', 'PAST_REQ_CANCELLED_BY_USER', 'ahead', 'none', []],
    ['consultee', 'PAST_REQUEST_TIMEOUT', 'over', 'none', []],
  ])('%s sees %s (%s, %s) → %j', (side, status, time, done, expected) => {
    const actions = sessionRowActions({
      side,
      status,
      ...TIMES[time],
      now,
      feedbackGivenAt: done === 'feedback' ? given : null,
      consulteeReviewedAt: done === 'assessed' ? given : null,
    })
    expect(actions).toEqual(expected)
  })
})
