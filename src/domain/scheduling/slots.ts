import { addDays, weekdayOf } from './calendar'
import { SLOT_MS } from './grid'
import { blockedOf, isTimeOff, rulesOf } from './rules'
import type { Availability, BookedSession, Interval } from './types'
import { instantsAtTimes, localDateOf } from './zoned'

const MINUTE_MS = 60_000

/** The start times a consultant planned for a local date: its override when there is one, else the week's. */
export function plannedTimes(availability: Availability, date: string): string[] {
  if (Object.hasOwn(availability.overrides, date)) return availability.overrides[date] ?? []
  return availability.weekly[weekdayOf(date)] ?? []
}

/** The start times a consultant offers on a local date: none in their time off, else the planned ones. */
export function effectiveTimes(availability: Availability, date: string): string[] {
  return isTimeOff(availability, date) ? [] : plannedTimes(availability, date)
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

/**
 * Offered 30-minute slot starts in [from, to) whose slot, with the consultant's buffers around it, no
 * booked session's blocked span touches, sorted. A longer session is free when each of its slots is: the
 * padded slots together cover exactly the padded session.
 */
export function availableStartInstants(query: {
  availability: Availability
  booked: readonly BookedSession[]
  from: Date
  to: Date
}): Date[] {
  const { availability, booked, from, to } = query
  const { bufferBeforeMinutes, bufferAfterMinutes } = rulesOf(availability)
  // Plain numbers keep the slots × bookings comparison cheap over a two-month range.
  const busy = booked.map((session) => [blockedOf(session).start.getTime(), blockedOf(session).end.getTime()] as const)
  return offeredStartInstants(availability, from, to).filter((start) => {
    const slotStart = start.getTime() - bufferBeforeMinutes * MINUTE_MS
    const slotEnd = start.getTime() + SLOT_MS + bufferAfterMinutes * MINUTE_MS
    return !busy.some(([busyStart, busyEnd]) => slotStart < busyEnd && busyStart < slotEnd)
  })
}

function uniqueSorted(instants: readonly Date[]): Date[] {
  return [...new Set(instants.map((instant) => instant.getTime()))].sort((a, b) => a - b).map((ms) => new Date(ms))
}
