import { describe, expect, it } from 'vitest'

import type { ConsultationStatus } from '../status'
import { isSessionNotice, noticeKey, noticeRecipients, noticesForStatusChange, type SessionNotice } from './notices'

describe('noticesForStatusChange', () => {
  it.each<[string, ConsultationStatus, SessionNotice[]]>([
    ['HELD', 'UPCOMING_PENDING', ['requested']],
    ['UPCOMING_PENDING', 'UPCOMING_CONFIRMED', ['confirmed']],
    ['UPCOMING_PENDING', 'PAST_REQ_CANCELLED_BY_CONSULTANT', ['declined']],
    ['UPCOMING_PENDING', 'PAST_REQUEST_TIMEOUT', ['declined']],
    ['UPCOMING_PENDING', 'PAST_REQ_CANCELLED_BY_USER', ['cancelled']],
    ['UPCOMING_CONFIRMED', 'PAST_CANCELLED_BY_USER', ['cancelled']],
    ['UPCOMING_CONFIRMED', 'PAST_CANCELLED_BY_CONSULTANT', ['cancelled']],
    ['HELD', 'PAST_REQ_CANCELLED_BY_USER', []],
    ['HELD', 'HOLD_EXPIRED', []],
    ['PAST_CONSULTATION_TIME_PASSED', 'PAST_ISSUE_REPORTED', ['issue-reported']],
    ['UPCOMING_CONFIRMED', 'PAST_CONSULTATION_TIME_PASSED', []],
    ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_TIMEOUT', []],
    ['PAST_ISSUE_REPORTED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', []],
  ])('%s → %s sends %j', (from, to, expected) => {
    expect(noticesForStatusChange(from, to)).toEqual(expected)
  })
})

describe('noticeRecipients', () => {
  it.each<[SessionNotice, ConsultationStatus, boolean, string[]]>([
    ['requested', 'UPCOMING_PENDING', false, ['consultant']],
    ['requested', 'UPCOMING_CONFIRMED', false, []],
    ['requested', 'PAST_REQ_CANCELLED_BY_USER', false, []],
    ['confirmed', 'UPCOMING_CONFIRMED', false, ['consultant', 'consultee']],
    ['confirmed', 'PAST_CANCELLED_BY_USER', false, []],
    ['declined', 'PAST_REQ_CANCELLED_BY_CONSULTANT', false, ['consultee']],
    ['declined', 'PAST_REQUEST_TIMEOUT', false, ['consultee']],
    ['declined', 'UPCOMING_CONFIRMED', false, []],
    ['cancelled', 'PAST_CANCELLED_BY_USER', false, ['consultant']],
    ['cancelled', 'PAST_REQ_CANCELLED_BY_USER', false, ['consultant']],
    ['cancelled', 'PAST_CANCELLED_BY_CONSULTANT', false, ['consultee']],
    ['cancelled', 'PAST_REQ_CANCELLED_BY_CONSULTANT', false, []],
    ['cancelled', 'UPCOMING_CONFIRMED', false, []],
    ['reminder-24h', 'UPCOMING_CONFIRMED', false, ['consultant', 'consultee']],
    ['reminder-1h', 'UPCOMING_CONFIRMED', false, ['consultant', 'consultee']],
    ['reminder-1h', 'PAST_CANCELLED_BY_CONSULTANT', false, []],
    ['reminder-24h', 'UPCOMING_PENDING', false, []],
    ['issue-reported', 'PAST_ISSUE_REPORTED', true, ['consultant']],
    ['issue-reported', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', true, ['consultant']],
    ['issue-reported', 'PAST_COMPLETED_WITH_TIMEOUT', false, []],
    ['review-received', 'PAST_COMPLETED_WITH_USER_CONFIRMATION', false, ['consultant']],
  ])('%s while %s (issue %s) goes to %j', (notice, status, issueReported, expected) => {
    expect(noticeRecipients(notice, { status, requested: true, issueReported })).toEqual(expected)
  })

  it.each<[ConsultationStatus, string[]]>([
    ['PAST_REQ_CANCELLED_BY_USER', []],
    ['HOLD_EXPIRED', []],
  ])('an unpaid hold that ended as %s was never news to the consultant', (status, expected) => {
    expect(noticeRecipients('cancelled', { status, requested: false, issueReported: false })).toEqual(expected)
  })
})

describe('noticeKey and isSessionNotice', () => {
  it('names one email to one side of one session', () => {
    expect(noticeKey('reminder-24h', 42, 'consultant')).toBe('reminder-24h:42:consultant')
  })

  it.each([
    ['confirmed', true],
    ['reminder-1h', true],
    ['review-received', true],
    ['reminder', false],
    ['', false],
    [42, false],
  ])('%j is a notice: %s', (value, expected) => {
    expect(isSessionNotice(value)).toBe(expected)
  })
})
