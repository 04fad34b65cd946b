import { addDays, isLocalDate } from './calendar'

/** How far ahead sessions can be booked and availability entered: a year and a day. */
export const BOOKING_HORIZON_DAYS = 366

const DAY_MS = 24 * 60 * 60 * 1000

/** True when an instant lies more than the horizon after `now` (a booked or checked start time). */
export function isBeyondHorizon(instant: Date, now: Date): boolean {
  return Number.isNaN(instant.getTime()) || instant.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS
}

/**
 * True when a calendar day (yyyy-MM-dd) lies beyond the horizon in any time zone: one day of slack covers
 * the zones ahead of UTC. A day that is not a date at all counts as beyond.
 */
export function isDayBeyondHorizon(day: string, now: Date): boolean {
  if (!isLocalDate(day)) return true
  return day > addDays(now.toISOString().slice(0, 10), BOOKING_HORIZON_DAYS + 1)
}
