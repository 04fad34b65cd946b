import { describe, expect, it } from 'vitest'

import {
  clockQueryBounds,
  dueClockStatus,
  dueReminders,
  reminderStartBounds,
  requestTimeoutAt,
  REMINDER_NOTICES,
  type ClockSession,
  type ClockStatus,
  type ReminderNotice,
} from './clock'

const HOUR = 3_600_000
const startsAt = new Date('2027-03-10T09:00:00.000Z')
const endsAt = new Date('2027-03-10T10:00:00.000Z')
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR)

function session(status: string, times: Partial<ClockSession> = {}): ClockSession {
  return { status, requestedAt: at(startsAt, -72), confirmedAt: at(startsAt, -48), startsAt, endsAt, ...times }
}

describe('requestTimeoutAt', () => {
  it.each<[name: string, requestedHoursBefore: number | null, timeoutHoursBefore: number]>([
    ['requested 3 days ahead: 24 hours later', 72, 48],
    ['requested exactly 24 hours ahead: at the start', 24, 0],
    ['requested 2 hours ahead: at the start', 2, 0],
    ['no request time recorded: at the start', null, 0],
  ])('%s', (_name, requestedHoursBefore, timeoutHoursBefore) => {
    const requestedAt = requestedHoursBefore === null ? null : at(startsAt, -requestedHoursBefore)
    expect(requestTimeoutAt(requestedAt, startsAt)).toEqual(at(startsAt, -timeoutHoursBefore))
  })
})

describe('dueClockStatus', () => {
  const ms = 1 / HOUR
  it.each<[name: string, session: ClockSession, now: Date, due: ClockStatus | null]>([
    ['pending, just before 24 hours', session('UPCOMING_PENDING'), at(startsAt, -48 - ms), null],
    ['pending, at 24 hours', session('UPCOMING_PENDING'), at(startsAt, -48), 'PAST_REQUEST_TIMEOUT'],
    ['pending, long after', session('UPCOMING_PENDING'), at(endsAt, 100), 'PAST_REQUEST_TIMEOUT'],
    [
      'pending, requested 2 hours ahead, just before the start',
      session('UPCOMING_PENDING', { requestedAt: at(startsAt, -2) }),
      at(startsAt, -ms),
      null,
    ],
    [
      'pending, requested 2 hours ahead, at the start',
      session('UPCOMING_PENDING', { requestedAt: at(startsAt, -2) }),
      startsAt,
      'PAST_REQUEST_TIMEOUT',
    ],
    ['confirmed, while it runs', session('UPCOMING_CONFIRMED'), at(endsAt, -ms), null],
    ['confirmed, at the end', session('UPCOMING_CONFIRMED'), endsAt, 'PAST_CONSULTATION_TIME_PASSED'],
    ['time passed, just before 72 hours', session('PAST_CONSULTATION_TIME_PASSED'), at(endsAt, 72 - ms), null],
    [
      'time passed, at 72 hours',
      session('PAST_CONSULTATION_TIME_PASSED'),
      at(endsAt, 72),
      'PAST_COMPLETED_WITH_TIMEOUT',
    ],
    ['held booking: the hold release handles it', session('HELD'), at(endsAt, 100), null],
    ['issue reported: an admin resolves it', session('PAST_ISSUE_REPORTED'), at(endsAt, 100), null],
    ['already timed out', session('PAST_REQUEST_TIMEOUT'), at(endsAt, 100), null],
    ['completed by the consultee', session('PAST_COMPLETED_WITH_USER_CONFIRMATION'), at(endsAt, 100), null],
  ])('%s', (_name, input, now, due) => {
    expect(dueClockStatus(input, now)).toBe(due)
  })
})

describe('dueReminders', () => {
  const minute = 1 / 60
  it.each<[name: string, session: ClockSession, hoursBeforeStart: number, due: ReminderNotice[]]>([
    ['25 hours before', session('UPCOMING_CONFIRMED'), 25, []],
    ['just before 24 hours', session('UPCOMING_CONFIRMED'), 24 + minute, []],
    ['at 24 hours', session('UPCOMING_CONFIRMED'), 24, ['reminder-24h']],
    ['a minute before the hour reminder', session('UPCOMING_CONFIRMED'), 1 + minute, ['reminder-24h']],
    ['at 1 hour: the day reminder is over', session('UPCOMING_CONFIRMED'), 1, ['reminder-1h']],
    ['a minute before the start', session('UPCOMING_CONFIRMED'), minute, ['reminder-1h']],
    ['at the start', session('UPCOMING_CONFIRMED'), 0, []],
    ['pending requests get none', session('UPCOMING_PENDING'), 12, []],
    ['cancelled sessions get none', session('PAST_CANCELLED_BY_USER'), 0.5, []],
    [
      'confirmed 5 hours ahead: no day reminder',
      session('UPCOMING_CONFIRMED', { confirmedAt: at(startsAt, -5) }),
      4,
      [],
    ],
    [
      'confirmed 5 hours ahead: the hour reminder',
      session('UPCOMING_CONFIRMED', { confirmedAt: at(startsAt, -5) }),
      0.5,
      ['reminder-1h'],
    ],
    [
      'confirmed exactly 24 hours ahead: the day reminder',
      session('UPCOMING_CONFIRMED', { confirmedAt: at(startsAt, -24) }),
      24,
      ['reminder-24h'],
    ],
    [
      'confirmed 30 minutes ahead: none, the confirmation says it',
      session('UPCOMING_CONFIRMED', { confirmedAt: at(startsAt, -0.5) }),
      0.25,
      [],
    ],
    [
      'no confirmation time recorded: reminded',
      session('UPCOMING_CONFIRMED', { confirmedAt: null }),
      0.5,
      ['reminder-1h'],
    ],
  ])('%s', (_name, input, hoursBeforeStart, due) => {
    expect(dueReminders(input, at(startsAt, -hoursBeforeStart))).toEqual(due)
  })
})

describe('query bounds agree with the rules', () => {
  const now = new Date('2027-03-10T09:00:00.000Z')
  const offsets = [-80, -73, -72, -71.99, -25, -24, -23.99, -2, -1, -0.99, 0, 0.5, 1, 1.01, 23.99, 24, 24.01, 30]

  it.each(offsets)('request timeout for a session starting %s hours from now', (hours) => {
    const bounds = clockQueryBounds(now)
    const candidate = session('UPCOMING_PENDING', {
      requestedAt: at(now, -20),
      startsAt: at(now, hours),
      endsAt: at(now, hours + 1),
    })
    const found = candidate.requestedAt! <= bounds.requestedBy || candidate.startsAt <= bounds.startedBy
    expect(found).toBe(dueClockStatus(candidate, now) === 'PAST_REQUEST_TIMEOUT')
  })

  it.each(offsets)('time passed and completion for a session ending %s hours from now', (hours) => {
    const bounds = clockQueryBounds(now)
    const ends = at(now, hours)
    const confirmed = session('UPCOMING_CONFIRMED', { startsAt: at(ends, -1), endsAt: ends })
    const passed = session('PAST_CONSULTATION_TIME_PASSED', { startsAt: at(ends, -1), endsAt: ends })
    expect(ends <= bounds.endedBy).toBe(dueClockStatus(confirmed, now) !== null)
    expect(ends <= bounds.completionEndedBy).toBe(dueClockStatus(passed, now) !== null)
  })

  it.each(offsets.flatMap((hours) => REMINDER_NOTICES.map((notice) => [notice, hours] as const)))(
    '%s for a session starting %s hours from now',
    (notice, hours) => {
      const { startsAfter, startsBy } = reminderStartBounds(notice, now)
      const starts = at(now, hours)
      const candidate = session('UPCOMING_CONFIRMED', { confirmedAt: null, startsAt: starts, endsAt: at(starts, 1) })
      const found = starts > startsAfter && starts <= startsBy
      expect(found).toBe(dueReminders(candidate, now).includes(notice))
    },
  )
})
