import { usableTimeZone, utcOffsetMinutes } from '../time'
import { addDays, isLocalDate } from './calendar'
import { SchedulingError } from './errors'
import { GRID_TIMES, isGridTime } from './grid'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** The 'yyyy-MM-dd' date and 'HH:mm' time that clocks in `zone` show at `instant`. */
export function wallClockOf(instant: Date, zone: string): { date: string; time: string } {
  const iso = new Date(instant.getTime() + utcOffsetMinutes(zone, instant) * MINUTE_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

export function localDateOf(instant: Date, zone: string): string {
  return wallClockOf(instant, zone).date
}

export function localTimeOf(instant: Date, zone: string): string {
  return wallClockOf(instant, zone).time
}

// The offsets in force around `date`: one on ordinary days, the before and after offsets when a clock
// change falls near it (a day either side is wide enough and never holds two changes).
function offsetsAround(date: string, zone: string): number[] {
  const midnightAsIfUtc = Date.parse(`${date}T00:00:00Z`)
  const before = utcOffsetMinutes(zone, new Date(midnightAsIfUtc - DAY_MS))
  const after = utcOffsetMinutes(zone, new Date(midnightAsIfUtc + 2 * DAY_MS))
  return before === after ? [before] : [before, after]
}

function instantsOfWallClock(asIfUtc: number, offsets: readonly number[], zone: string): Date[] {
  if (offsets.length === 1) return offsets.map((offset) => new Date(asIfUtc - offset * MINUTE_MS))
  return offsets
    .map((offset) => ({ offset, candidate: new Date(asIfUtc - offset * MINUTE_MS) }))
    .filter(({ offset, candidate }) => utcOffsetMinutes(zone, candidate) === offset)
    .map(({ candidate }) => candidate)
    .sort((a, b) => a.getTime() - b.getTime())
}

/**
 * The instants at which clocks in `zone` show `time` on `date`, in order. None when the time is skipped
 * by a spring-forward change. Two on a fall-back day: a consultant who offers 02:30 on the day Berlin
 * falls back is offered at both 02:30s, because either is a real half-hour of their day (which then
 * has 50 of them); dropping one would silently lose a slot they asked for.
 */
export function instantsOfWallTime(date: string, time: string, zone: string): Date[] {
  if (!isLocalDate(date)) throw new SchedulingError('availability.invalidDate', date)
  if (!/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new SchedulingError('availability.invalidTime', time)
  return instantsOfWallClock(Date.parse(`${date}T${time}:00Z`), offsetsAround(date, zone), zone)
}

/** The start instant of every half-hour of `date` in `zone`: 48, or 46 and 50 on clock-change days. */
export function localDaySlots(date: string, zone: string): Date[] {
  return instantsAtTimes(date, GRID_TIMES, zone)
}

/** The instants of the given grid times of `date` in `zone`, sorted; off-grid entries are ignored. */
export function instantsAtTimes(date: string, times: readonly string[], zone: string): Date[] {
  if (!isLocalDate(date)) throw new SchedulingError('availability.invalidDate', date)
  const offsets = offsetsAround(date, zone)
  return times
    .filter(isGridTime)
    .flatMap((time) => instantsOfWallClock(Date.parse(`${date}T${time}:00Z`), offsets, zone))
    .sort((a, b) => a.getTime() - b.getTime())
}

/**
 * The first instant of `date` in `zone`: midnight, or the end of a clock change that skips midnight, or
 * the next day's first instant when the zone skipped the whole date (Pacific/Apia on 2011-12-30).
 */
export function firstInstantOfDay(date: string, zone: string): Date {
  for (const day of [date, addDays(date, 1)]) {
    for (const time of GRID_TIMES) {
      const [first] = instantsOfWallTime(day, time, zone)
      if (first) return first
    }
  }
  throw new SchedulingError('availability.invalidTimezone', zone)
}

/**
 * Bookings open on the viewer's tomorrow, whatever the date is in UTC or in the consultant's zone. A
 * viewer zone off the grid (Asia/Kathmandu) or unknown is read as the fallback zone, as everywhere else.
 */
export function earliestBookableDay(now: Date, viewerZone: string): string {
  return addDays(localDateOf(now, usableTimeZone(viewerZone, now)), 1)
}
