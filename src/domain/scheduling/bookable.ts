import { usableTimeZone } from '../time'
import { isGridInstant, SLOT_MS } from './grid'
import { sessionInterval, type SessionType } from './sessionTypes'
import { offeredStartInstants, overlapsAny } from './slots'
import type { Availability, Interval } from './types'
import { earliestBookableDay, localDateOf } from './zoned'

export const UNBOOKABLE_REASONS = ['NOT_ON_GRID', 'TOO_EARLY', 'NOT_OFFERED', 'TAKEN'] as const

export type UnbookableReason = (typeof UNBOOKABLE_REASONS)[number]

export type Bookability = { ok: true; interval: Interval } | { ok: false; reason: UnbookableReason }

export type BookabilityQuery = {
  availability: Availability
  booked: readonly Interval[]
  start: Date
  sessionType: SessionType
  now: Date
  viewerZone: string
}

/**
 * Whether a session of `sessionType` may start at `start`, with the first reason it may not. Every
 * 30-minute slot the session covers must be offered and untouched by a booked interval.
 */
export function isBookable(query: BookabilityQuery): Bookability {
  const { availability, booked, start, sessionType, now } = query
  if (!isGridInstant(start)) return { ok: false, reason: 'NOT_ON_GRID' }
  const zone = usableTimeZone(query.viewerZone, now)
  if (localDateOf(start, zone) < earliestBookableDay(now, zone)) return { ok: false, reason: 'TOO_EARLY' }
  const interval = sessionInterval(start, sessionType)
  const offered = new Set(offeredStartInstants(availability, interval.start, interval.end).map((i) => i.getTime()))
  for (let slot = interval.start.getTime(); slot < interval.end.getTime(); slot += SLOT_MS) {
    if (!offered.has(slot)) return { ok: false, reason: 'NOT_OFFERED' }
  }
  if (overlapsAny(interval, booked)) return { ok: false, reason: 'TAKEN' }
  return { ok: true, interval }
}
