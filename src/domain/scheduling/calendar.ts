import { SchedulingError } from './errors'
import { WEEKDAYS, type Weekday } from './types'

const DAY_MS = 86_400_000
const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** The longest span, in days, that one availability request may cover. */
export const MAX_RANGE_DAYS = 62

// Calendar dates are 'yyyy-MM-dd' strings with no zone; arithmetic runs on UTC midnights.
function utcMidnight(date: string): number {
  if (!isLocalDate(date)) throw new SchedulingError('availability.invalidDate', date)
  return Date.parse(`${date}T00:00:00Z`)
}

function dateOfUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** A real calendar date written 'yyyy-MM-dd' ('2026-02-30' is not). */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !LOCAL_DATE_PATTERN.test(value)) return false
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(ms) && dateOfUtcMs(ms) === value
}

export function addDays(date: string, days: number): string {
  return dateOfUtcMs(utcMidnight(date) + days * DAY_MS)
}

export function weekdayOf(date: string): Weekday {
  const mondayFirst = (new Date(utcMidnight(date)).getUTCDay() + 6) % 7
  return WEEKDAYS[mondayFirst] ?? 'MON'
}

/** The Monday of the week holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)))
}

/** Every date from startDay to endDay inclusive; at most MAX_RANGE_DAYS of them. */
export function daysBetween(startDay: string, endDay: string): string[] {
  const span = (utcMidnight(endDay) - utcMidnight(startDay)) / DAY_MS + 1
  if (span < 1) throw new SchedulingError('availability.invalidRange', `${startDay} > ${endDay}`)
  if (span > MAX_RANGE_DAYS) throw new SchedulingError('availability.rangeTooLong', `${span} days`)
  return Array.from({ length: span }, (_, offset) => addDays(startDay, offset))
}
