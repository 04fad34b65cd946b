/** The feed reaches this many days back; every upcoming session is in it. */
export const CALENDAR_FEED_PAST_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The earliest start of a session the feed lists at `now`. */
export function calendarFeedStart(now: Date): Date {
  return new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)
}

/** Whether a session starting at `startsAt` is in the feed at `now`: the past 30 days and everything after. */
export function isInCalendarFeedWindow(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() >= calendarFeedStart(now).getTime()
}
