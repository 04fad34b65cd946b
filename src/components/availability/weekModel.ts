import {
  addDays,
  instantsOfWallTime,
  isTimeOff,
  plannedTimes,
  setDay,
  SLOT_MS,
  weekdayOf,
  type Availability,
  type Interval,
} from '@/domain/scheduling'

export type SlotState = 'open' | 'closed' | 'booked' | 'past' | 'skipped' | 'timeOff'

/** One column of the week grid: a date, its label, and the state of each of its 48 half hours. */
export type GridDay = { date: string; label: string; changed: boolean; past: boolean; states: SlotState[] }

/** A booked session as the page hands it to the browser. */
export type BookedSpan = { start: string; end: string }

export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, offset) => addDays(monday, offset))
}

export function toIntervals(spans: readonly BookedSpan[]): Interval[] {
  return spans.map((span) => ({ start: new Date(span.start), end: new Date(span.end) }))
}

/**
 * What the half hour at `time` on `date` is for the consultant: bookable or not, taken by a session, gone
 * by, on their time off, or skipped by a clock change (02:00 and 02:30 on a spring-forward day do not exist).
 * The editor works on the planned times: time off hides them from bookings but leaves them as they are.
 */
export function slotState(
  availability: Availability,
  date: string,
  time: string,
  booked: readonly Interval[],
  now: Date,
): SlotState {
  const instants = instantsOfWallTime(date, time, availability.timezone)
  if (instants.length === 0) return 'skipped'
  const slots = instants.map((start) => ({ start, end: new Date(start.getTime() + SLOT_MS) }))
  if (slots.some((slot) => booked.some((session) => slot.start < session.end && session.start < slot.end))) {
    return 'booked'
  }
  if (instants.every((start) => start < now)) return 'past'
  if (isTimeOff(availability, date)) return 'timeOff'
  return plannedTimes(availability, date).includes(time) ? 'open' : 'closed'
}

export function sameTimes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((time, index) => time === b[index])
}

/** True when the date's times are not those of its weekday in the weekly hours. */
export function differsFromWeekly(availability: Availability, date: string): boolean {
  const times = [...plannedTimes(availability, date)].sort()
  return !sameTimes(times, [...(availability.weekly[weekdayOf(date)] ?? [])].sort())
}

export function toggleSlot(availability: Availability, date: string, time: string): Availability {
  const times = plannedTimes(availability, date)
  return setDay(availability, date, times.includes(time) ? times.filter((t) => t !== time) : [...times, time])
}

export function hasAnyTimes(availability: Availability): boolean {
  return [...Object.values(availability.weekly), ...Object.values(availability.overrides)].some((t) => t.length > 0)
}

/**
 * The `availability` body of POST /api/availability/add: the weekly hours, and every date from today on
 * whose times were or are an override, so a date that follows the weekly hours again is sent as well.
 */
export function saveBody(current: Availability, saved: Availability, today: string) {
  const dates = new Set([...Object.keys(saved.overrides), ...Object.keys(current.overrides)])
  const days = Object.fromEntries(
    [...dates].filter((date) => date >= today).map((date) => [date, [...plannedTimes(current, date)].sort()]),
  )
  return { timezone: current.timezone, weekly: current.weekly, days }
}

export function isSameAvailability(a: Availability, b: Availability, today: string): boolean {
  return JSON.stringify(saveBody(a, b, today)) === JSON.stringify(saveBody(b, a, today))
}

/**
 * The row the grid opens at: an hour before the earliest of the week's hours or booked half hours (so the
 * consultant's hours are in sight, not midnight), else 08:00. Gone-by hours count as well, so the grid
 * opens at the same place whatever the time of day or week.
 */
export function firstRowInSight(
  availability: Availability,
  days: readonly Pick<GridDay, 'date' | 'states'>[],
  times: readonly string[],
): number {
  const rows = days.flatMap((day) => [
    ...plannedTimes(availability, day.date).map((time) => times.indexOf(time)),
    ...day.states.flatMap((state, row) => (state === 'booked' ? [row] : [])),
  ])
  const inGrid = rows.filter((row) => row >= 0)
  if (inGrid.length === 0) return Math.max(0, times.indexOf('08:00'))
  return Math.max(0, Math.min(...inGrid) - 2)
}
