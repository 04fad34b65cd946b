/**
 * What the passing of time does to a consultation (spec §4 statuses): a request nobody answered times out,
 * a confirmed session that has ended becomes past, a past session the consultee leaves alone completes
 * itself, and both sides are reminded before the start. Every function takes `now`; the server asks the
 * database for candidates with the bounds below and re-checks each one with the same rules once locked.
 */

const HOUR_MS = 60 * 60 * 1000

/** A request is answered within this many hours, or by the start if that comes first. */
export const REQUEST_TIMEOUT_HOURS = 24

/** After the end, the consultee has this long to complete or report an issue before it completes itself. */
export const COMPLETION_TIMEOUT_HOURS = 72

export const REMINDER_NOTICES = ['reminder-24h', 'reminder-1h'] as const

export type ReminderNotice = (typeof REMINDER_NOTICES)[number]

/** How long before the start each reminder's window opens; a window closes when the next one opens. */
export const REMINDER_HOURS_BEFORE: Readonly<Record<ReminderNotice, number>> = {
  'reminder-24h': 24,
  'reminder-1h': 1,
}

export type ClockStatus = 'PAST_REQUEST_TIMEOUT' | 'PAST_CONSULTATION_TIME_PASSED' | 'PAST_COMPLETED_WITH_TIMEOUT'

export type ClockSession = {
  status: string
  /** When the request reached the consultant; null only for data older than the stamp. */
  requestedAt: Date | null
  confirmedAt: Date | null
  startsAt: Date
  endsAt: Date
}

const hoursAfter = (instant: Date, hours: number) => new Date(instant.getTime() + hours * HOUR_MS)

const closingHoursBefore = (notice: ReminderNotice) =>
  notice === 'reminder-24h' ? REMINDER_HOURS_BEFORE['reminder-1h'] : 0

/** The request times out 24 hours after it was placed, or at the start when that comes first. */
export function requestTimeoutAt(requestedAt: Date | null, startsAt: Date): Date {
  if (!requestedAt) return startsAt
  const dayLater = hoursAfter(requestedAt, REQUEST_TIMEOUT_HOURS)
  return dayLater < startsAt ? dayLater : startsAt
}

/**
 * A confirmed session stays upcoming while it runs (both sides can still join) and is past once it has
 * ended; only then can the consultee complete it or report an issue.
 */
export function timePassedAt(endsAt: Date): Date {
  return endsAt
}

/** The consultee did nothing for 72 hours after the end. */
export function autoCompletionAt(endsAt: Date): Date {
  return hoursAfter(endsAt, COMPLETION_TIMEOUT_HOURS)
}

/** The status the clock moves the consultation to now, or null when nothing is due. */
export function dueClockStatus(session: ClockSession, now: Date): ClockStatus | null {
  switch (session.status) {
    case 'UPCOMING_PENDING':
      return now >= requestTimeoutAt(session.requestedAt, session.startsAt) ? 'PAST_REQUEST_TIMEOUT' : null
    case 'UPCOMING_CONFIRMED':
      return now >= timePassedAt(session.endsAt) ? 'PAST_CONSULTATION_TIME_PASSED' : null
    case 'PAST_CONSULTATION_TIME_PASSED':
      return now >= autoCompletionAt(session.endsAt) ? 'PAST_COMPLETED_WITH_TIMEOUT' : null
    default:
      return null
  }
}

/** [opensAt, closesAt): the 24-hour reminder until the 1-hour one is due, the 1-hour one until the start. */
export function reminderWindow(notice: ReminderNotice, startsAt: Date): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: hoursAfter(startsAt, -REMINDER_HOURS_BEFORE[notice]),
    closesAt: hoursAfter(startsAt, -closingHoursBefore(notice)),
  }
}

/**
 * Reminders due now for a confirmed session. A reminder is only sent when the session was confirmed before
 * its window opened: a session confirmed 5 hours ahead gets the 1-hour reminder but no "tomorrow" one, and
 * one confirmed 30 minutes ahead gets none, since the confirmation email sent at that moment says the same.
 */
export function dueReminders(session: ClockSession, now: Date): ReminderNotice[] {
  if (session.status !== 'UPCOMING_CONFIRMED') return []
  return REMINDER_NOTICES.filter((notice) => {
    const { opensAt, closesAt } = reminderWindow(notice, session.startsAt)
    const confirmedInTime = !session.confirmedAt || session.confirmedAt <= opensAt
    return confirmedInTime && now >= opensAt && now < closesAt
  })
}

/** Bounds for finding candidates with indexed queries; each row found is then checked with the rules above. */
export function clockQueryBounds(now: Date) {
  return {
    /** UPCOMING_PENDING with requestedAt at or before this, or startsAt at or before `startedBy`. */
    requestedBy: hoursAfter(now, -REQUEST_TIMEOUT_HOURS),
    startedBy: now,
    /** UPCOMING_CONFIRMED with endsAt at or before this. */
    endedBy: now,
    /** PAST_CONSULTATION_TIME_PASSED with endsAt at or before this. */
    completionEndedBy: hoursAfter(now, -COMPLETION_TIMEOUT_HOURS),
  }
}

/** UPCOMING_CONFIRMED sessions whose `notice` is due start in (startsAfter, startsBy]. */
export function reminderStartBounds(notice: ReminderNotice, now: Date): { startsAfter: Date; startsBy: Date } {
  return {
    startsAfter: hoursAfter(now, closingHoursBefore(notice)),
    startsBy: hoursAfter(now, REMINDER_HOURS_BEFORE[notice]),
  }
}
