import { usableTimeZone } from '../time'
import { addDays, daysBetween } from './calendar'
import { SLOT_MS } from './grid'
import { sessionInterval, slotsOf, type SessionType } from './sessionTypes'
import { countSessions, exceedsLimits, noticeCutoff, rulesOf } from './rules'
import { availableStartInstants, overlaps } from './slots'
import type { Availability, BookedSession, Interval } from './types'
import { earliestBookableDay, firstInstantOfDay, wallClockOf } from './zoned'

export type FreeStartQuery = {
  availability: Availability
  /** Every held, pending and confirmed session of the weeks the range touches (for per-week limits). */
  booked: readonly BookedSession[]
  viewerZone: string
  /** First and last 'yyyy-MM-dd' day to list, in the viewer's zone, at most MAX_RANGE_DAYS apart. */
  startDay: string
  endDay: string
  now: Date
  sessionType: SessionType
  /**
   * When someone else books (a move proposed by either side): the zone whose tomorrow is the earliest
   * day, as for the consultee's own booking, and their other sessions, which the new time must not touch.
   */
  booker?: { zone: string; busy: readonly Interval[] }
}

/** Free times per viewer day, as GET /api/availability/{consultantId} answers them. */
export type FreeStartTimes = { timezone: string; days: Record<string, string[]> }

/**
 * Starts at which a whole session of `sessionType` fits into free slots, buffers included, on the
 * viewer's bookable days, after the consultant's minimum notice and within their daily and weekly limits.
 */
export function freeStartInstants(query: FreeStartQuery): Date[] {
  const { availability, booked, startDay, endDay, now, sessionType } = query
  // Refuses bad dates and over-long ranges before any work is done.
  daysBetween(startDay, endDay)
  const zone = usableTimeZone(query.viewerZone, now)
  const earliest = earliestBookableDay(now, zone)
  const firstDay = startDay > earliest ? startDay : earliest
  const from = firstInstantOfDay(firstDay, zone)
  const to = firstInstantOfDay(addDays(endDay, 1), zone)
  if (!(from < to)) return []
  const slotCount = slotsOf(sessionType)
  // A session starting on the last day may run past it, so slots are looked up that much further.
  const lookupEnd = new Date(to.getTime() + (slotCount - 1) * SLOT_MS)
  const free = availableStartInstants({ availability, booked, from, to: lookupEnd })
  const freeMs = new Set(free.map((instant) => instant.getTime()))
  const rules = rulesOf(availability)
  const cutoff = noticeCutoff(now, rules)
  const counts = countSessions(booked, availability.timezone)
  const bookerFrom =
    query.booker &&
    firstInstantOfDay(earliestBookableDay(now, query.booker.zone), usableTimeZone(query.booker.zone, now))
  const clashes = (start: Date) =>
    query.booker?.busy.some((busy) => overlaps(sessionInterval(start, sessionType), busy)) ?? false
  return free.filter((start) => {
    if (start >= to || start < cutoff || (bookerFrom && start < bookerFrom) || clashes(start)) return false
    for (let slot = 1; slot < slotCount; slot++) if (!freeMs.has(start.getTime() + slot * SLOT_MS)) return false
    return !exceedsLimits(start, counts, rules, availability.timezone)
  })
}

/**
 * The free start times in the viewer's zone. Every day of the requested range is a key, so a week view
 * needs no gap filling; a day with nothing free (or before the earliest bookable day) has []. `timezone`
 * is the zone the times are written in: the viewer's, or the fallback zone when theirs does not fit the
 * grid. On the viewer's fall-back day a repeated wall time is listed once.
 */
export function freeStartTimes(query: FreeStartQuery): FreeStartTimes {
  const zone = usableTimeZone(query.viewerZone, query.now)
  const days: Record<string, string[]> = {}
  for (const day of daysBetween(query.startDay, query.endDay)) days[day] = []
  for (const start of freeStartInstants(query)) {
    const { date, time } = wallClockOf(start, zone)
    const times = days[date]
    if (times && !times.includes(time)) times.push(time)
  }
  for (const times of Object.values(days)) times.sort()
  return { timezone: zone, days }
}
