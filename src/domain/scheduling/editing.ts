import { addDays, isLocalDate, weekdayOf, weekStart } from './calendar'
import { SchedulingError } from './errors'
import { isGridTime } from './grid'
import { plannedTimes } from './slots'
import { WEEKDAYS, type Availability, type Weekday } from './types'

// Each operation returns a new availability and leaves its argument untouched, so an editor can keep
// the previous value for undo and the server can compare before and after. They work on the planned
// times: time off hides them from bookings but is not copied into other weeks or the template.

/** A consultant who has not set any times yet: no weekly hours, no overrides. */
export function emptyAvailability(timezone: string): Availability {
  const weekly = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, []])) as unknown as Record<Weekday, string[]>
  return { timezone, weekly, overrides: {} }
}

/** Sorted, duplicate-free grid times; any time off the 30-minute grid is an error. */
export function normalizeTimes(times: readonly string[]): string[] {
  const invalid = times.find((time) => !isGridTime(time))
  if (invalid !== undefined) throw new SchedulingError('availability.invalidTime', String(invalid))
  return [...new Set(times)].sort()
}

function checkedDate(date: string): string {
  if (!isLocalDate(date)) throw new SchedulingError('availability.invalidDate', date)
  return date
}

function withOverrides(availability: Availability, overrides: Record<string, string[]>): Availability {
  return { ...availability, overrides }
}

/** Fixes the times of one date, whatever the weekly template says; [] makes it a day off. */
export function setDay(availability: Availability, date: string, times: readonly string[]): Availability {
  return withOverrides(availability, { ...availability.overrides, [checkedDate(date)]: normalizeTimes(times) })
}

/** Lets a date follow the weekly template again. */
export function clearOverride(availability: Availability, date: string): Availability {
  const overrides = { ...availability.overrides }
  delete overrides[checkedDate(date)]
  return withOverrides(availability, overrides)
}

/** Gives each target date the times `fromDate` has now, as overrides. */
export function copyDay(availability: Availability, fromDate: string, toDates: readonly string[]): Availability {
  const times = normalizeTimes(plannedTimes(availability, checkedDate(fromDate)))
  const overrides = { ...availability.overrides }
  for (const date of toDates) overrides[checkedDate(date)] = [...times]
  return withOverrides(availability, overrides)
}

/** Gives each day of the target week the times of the same weekday of the source week, as overrides. */
export function copyWeek(availability: Availability, fromWeekStart: string, toWeekStart: string): Availability {
  // Any date names its week, so a caller holding a Wednesday still copies Monday to Sunday.
  const source = weekStart(checkedDate(fromWeekStart))
  const target = weekStart(checkedDate(toWeekStart))
  const overrides = { ...availability.overrides }
  for (let offset = 0; offset < WEEKDAYS.length; offset++) {
    overrides[addDays(target, offset)] = normalizeTimes(plannedTimes(availability, addDays(source, offset)))
  }
  return withOverrides(availability, overrides)
}

/**
 * Makes the week holding `weekStartDate` the weekly template: each weekday takes that week's effective
 * times, and overrides that now say the same as the template are dropped as redundant.
 */
export function repeatWeekly(availability: Availability, weekStartDate: string): Availability {
  const monday = weekStart(checkedDate(weekStartDate))
  const weekly = {} as Record<Weekday, string[]>
  WEEKDAYS.forEach((weekday, offset) => {
    weekly[weekday] = normalizeTimes(plannedTimes(availability, addDays(monday, offset)))
  })
  const overrides: Record<string, string[]> = {}
  for (const [date, times] of Object.entries(availability.overrides)) {
    if (!isLocalDate(date) || !sameTimes(times, weekly[weekdayOf(date)])) overrides[date] = times
  }
  return { ...availability, weekly, overrides }
}

/** Drops overrides of dates before `date`; they can no longer be booked. */
export function pruneOverridesBefore(availability: Availability, date: string): Availability {
  const cutoff = checkedDate(date)
  const overrides = Object.fromEntries(Object.entries(availability.overrides).filter(([day]) => day >= cutoff))
  return withOverrides(availability, overrides)
}

function sameTimes(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort()
  const right = [...new Set(b)].sort()
  return left.length === right.length && left.every((time, index) => time === right[index])
}
