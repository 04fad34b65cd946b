import { usableTimeZone } from '../time'
import { isGridInstant, SLOT_MS } from './grid'
import { sessionInterval, type SessionType } from './sessionTypes'
import { blockedOf, blockedSpan, countSessions, exceedsLimits, noticeCutoff, rulesOf } from './rules'
import { offeredStartInstants, overlaps } from './slots'
import type { Availability, BookedSession, Interval } from './types'
import { earliestBookableDay, localDateOf } from './zoned'

export const UNBOOKABLE_REASONS = ['NOT_ON_GRID', 'TOO_EARLY', 'NOT_OFFERED', 'TAKEN', 'FULLY_BOOKED'] as const

export type UnbookableReason = (typeof UNBOOKABLE_REASONS)[number]

/** `blocked` is the span the session will keep the consultant busy, buffers included. */
export type Bookability = { ok: true; interval: Interval; blocked: Interval } | { ok: false; reason: UnbookableReason }

export type BookabilityQuery = {
  availability: Availability
  /** Every held, pending and confirmed session of the start's week (for per-week limits). */
  booked: readonly BookedSession[]
  start: Date
  sessionType: SessionType
  now: Date
  viewerZone: string
  /** The other sessions of whoever books (a consultee's, when a session moves): the new one must not touch them. */
  busy?: readonly Interval[]
}

/**
 * Whether a session of `sessionType` may start at `start`, with the first reason it may not: it must lie
 * on the grid, on the viewer's tomorrow or later and after the consultant's minimum notice; every
 * 30-minute slot it covers must be offered; with its buffers it must touch no booked session's blocked
 * span; and it must keep the consultant within their sessions per day and week.
 */
export function isBookable(query: BookabilityQuery): Bookability {
  const { availability, booked, start, sessionType, now } = query
  if (!isGridInstant(start)) return { ok: false, reason: 'NOT_ON_GRID' }
  const zone = usableTimeZone(query.viewerZone, now)
  const rules = rulesOf(availability)
  if (localDateOf(start, zone) < earliestBookableDay(now, zone) || start < noticeCutoff(now, rules)) {
    return { ok: false, reason: 'TOO_EARLY' }
  }
  const interval = sessionInterval(start, sessionType)
  const offered = new Set(offeredStartInstants(availability, interval.start, interval.end).map((i) => i.getTime()))
  for (let slot = interval.start.getTime(); slot < interval.end.getTime(); slot += SLOT_MS) {
    if (!offered.has(slot)) return { ok: false, reason: 'NOT_OFFERED' }
  }
  const blocked = blockedSpan(interval, rules)
  if (booked.some((session) => overlaps(blocked, blockedOf(session)))) return { ok: false, reason: 'TAKEN' }
  if (query.busy?.some((other) => overlaps(interval, other))) return { ok: false, reason: 'TAKEN' }
  if (exceedsLimits(start, countSessions(booked, availability.timezone), rules, availability.timezone)) {
    return { ok: false, reason: 'FULLY_BOOKED' }
  }
  return { ok: true, interval, blocked }
}
