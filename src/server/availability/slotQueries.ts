import type { Payload } from 'payload'

import { loadSlotData } from './slotData'
import {
  addDays,
  daysBetween,
  freeStartTimes,
  isBookable,
  nextAvailability,
  nextAvailabilityMessage,
  NEXT_AVAILABILITY_HORIZON_DAYS,
  type FreeStartTimes,
  type NextAvailabilityLocale,
  type SessionType,
  type UnbookableReason,
} from '@/domain/scheduling'

const DAY_MS = 86_400_000

// Local days of any zone lie within a day of the same UTC date, so this window holds every session that
// can touch the requested days, whatever the viewer's or the consultant's zone.
function utcWindow(startDay: string, endDay: string): { from: Date; to: Date } {
  return { from: new Date(Date.parse(startDay) - DAY_MS), to: new Date(Date.parse(endDay) + 2 * DAY_MS) }
}

export type FreeStartsQuery = {
  viewerZone: string
  startDay: string
  endDay: string
  sessionType: SessionType
  now: Date
}

/**
 * GET /api/availability/{consultantId}: free start times per viewer day of the published consultant named
 * by `ref` (user id or consultantShortId), null when there is none. Throws SchedulingError for bad days.
 */
export async function freeStartsOf(
  payload: Payload,
  ref: string,
  query: FreeStartsQuery,
): Promise<FreeStartTimes | null> {
  daysBetween(query.startDay, query.endDay)
  const slots = await loadSlotData(payload, ref, utcWindow(query.startDay, query.endDay), query.now)
  return slots && freeStartTimes({ ...query, availability: slots.availability, booked: slots.booked })
}

export type NextAvailabilityAnswer = { nextAvailabilityMessage: string; nextSlot: string | null }

/** The first free start in the next two weeks and the sentence that tells the viewer about it. */
export async function nextAvailabilityOf(
  payload: Payload,
  ref: string,
  query: { viewerZone: string; locale: NextAvailabilityLocale; now: Date },
): Promise<NextAvailabilityAnswer | null> {
  const { viewerZone, locale, now } = query
  const today = now.toISOString().slice(0, 10)
  const window = utcWindow(today, addDays(today, NEXT_AVAILABILITY_HORIZON_DAYS + 1))
  const slots = await loadSlotData(payload, ref, window, now)
  if (!slots) return null
  const next = nextAvailability({ availability: slots.availability, booked: slots.booked, now, viewerZone })
  return {
    nextAvailabilityMessage: nextAvailabilityMessage(next, now, viewerZone, locale),
    nextSlot: next ? next.toISOString() : null,
  }
}

export type SlotCheck = { start: Date; ok: boolean; reason?: UnbookableReason }

/** POST /api/availability/check: whether each start can take a session of `sessionType` now. */
export async function checkSlotsOf(
  payload: Payload,
  ref: string,
  query: { starts: readonly Date[]; sessionType: SessionType; viewerZone: string; now: Date },
): Promise<SlotCheck[] | null> {
  const { starts, sessionType, viewerZone, now } = query
  const times = starts.map((start) => start.getTime())
  const window = starts.length
    ? { from: new Date(Math.min(...times)), to: new Date(Math.max(...times) + DAY_MS) }
    : { from: now, to: now }
  const slots = await loadSlotData(payload, ref, window, now)
  if (!slots) return null
  const { availability, booked } = slots
  return starts.map((start) => {
    const result = isBookable({ availability, booked, start, sessionType, now, viewerZone })
    return result.ok ? { start, ok: true } : { start, ok: false, reason: result.reason }
  })
}
