import { addDays, weekdayOf } from './calendar'
import { SLOT_MS } from './grid'
import type { Availability, Interval } from './types'
import { instantsAtTimes, localDateOf } from './zoned'

/** The start times a consultant offers on a local date: its override when there is one, else the week's. */
export function effectiveTimes(availability: Availability, date: string): string[] {
  if (Object.hasOwn(availability.overrides, date)) return availability.overrides[date] ?? []
  return availability.weekly[weekdayOf(date)] ?? []
}

/** Every offered slot start in [from, to), sorted, whether booked or not. */
export function offeredStartInstants(availability: Availability, from: Date, to: Date): Date[] {
  if (!(from.getTime() < to.getTime())) return []
  const zone = availability.timezone
  const lastDay = localDateOf(new Date(to.getTime() - 1), zone)
  const offered: Date[] = []
  for (let day = localDateOf(from, zone); day <= lastDay; day = addDays(day, 1)) {
    for (const instant of instantsAtTimes(day, effectiveTimes(availability, day), zone)) {
      if (instant >= from && instant < to) offered.push(instant)
    }
  }
  return uniqueSorted(offered)
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end
}

export function overlapsAny(interval: Interval, booked: readonly Interval[]): boolean {
  return booked.some((other) => overlaps(interval, other))
}

/** Offered 30-minute slot starts in [from, to) that no booked interval touches, sorted. */
export function availableStartInstants(query: {
  availability: Availability
  booked: readonly Interval[]
  from: Date
  to: Date
}): Date[] {
  const { availability, booked, from, to } = query
  // Plain numbers keep the slots × bookings comparison cheap over a two-month range.
  const busy = booked.map((interval) => [interval.start.getTime(), interval.end.getTime()] as const)
  return offeredStartInstants(availability, from, to).filter((start) => {
    const slotStart = start.getTime()
    const slotEnd = slotStart + SLOT_MS
    return !busy.some(([busyStart, busyEnd]) => slotStart < busyEnd && busyStart < slotEnd)
  })
}

function uniqueSorted(instants: readonly Date[]): Date[] {
  return [...new Set(instants.map((instant) => instant.getTime()))].sort((a, b) => a - b).map((ms) => new Date(ms))
}
