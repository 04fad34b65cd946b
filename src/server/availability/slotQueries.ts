import type { Payload } from 'payload'

import { loadBookedIntervals } from './bookedIntervals'
import { loadAvailability } from './loadAvailability'
import type { PublishedConsultant } from './publishedConsultant'
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

async function availabilityAndBookings(
  payload: Payload,
  consultant: PublishedConsultant,
  from: Date,
  to: Date,
  now: Date,
) {
  const [availability, booked] = await Promise.all([
    loadAvailability(payload, consultant, now),
    loadBookedIntervals(payload, consultant.id, from, to),
  ])
  return { availability, booked }
}

export type FreeStartsQuery = {
  viewerZone: string
  startDay: string
  endDay: string
  sessionType: SessionType
  now: Date
}

/** GET /api/availability/{consultantId}: free start times per viewer day. Throws SchedulingError for bad days. */
export async function freeStartsOf(
  payload: Payload,
  consultant: PublishedConsultant,
  query: FreeStartsQuery,
): Promise<FreeStartTimes> {
  daysBetween(query.startDay, query.endDay)
  const { from, to } = utcWindow(query.startDay, query.endDay)
  const { availability, booked } = await availabilityAndBookings(payload, consultant, from, to, query.now)
  return freeStartTimes({ ...query, availability, booked })
}

export type NextAvailabilityAnswer = { nextAvailabilityMessage: string; nextSlot: string | null }

/** The first free start in the next two weeks and the sentence that tells the viewer about it. */
export async function nextAvailabilityOf(
  payload: Payload,
  consultant: PublishedConsultant,
  query: { viewerZone: string; locale: NextAvailabilityLocale; now: Date },
): Promise<NextAvailabilityAnswer> {
  const { viewerZone, locale, now } = query
  const today = now.toISOString().slice(0, 10)
  const { from, to } = utcWindow(today, addDays(today, NEXT_AVAILABILITY_HORIZON_DAYS + 1))
  const { availability, booked } = await availabilityAndBookings(payload, consultant, from, to, now)
  const next = nextAvailability({ availability, booked, now, viewerZone })
  return {
    nextAvailabilityMessage: nextAvailabilityMessage(next, now, viewerZone, locale),
    nextSlot: next ? next.toISOString() : null,
  }
}

export type SlotCheck = { start: Date; ok: boolean; reason?: UnbookableReason }

/** POST /api/availability/check: whether each start can take a session of `sessionType` now. */
export async function checkSlotsOf(
  payload: Payload,
  consultant: PublishedConsultant,
  query: { starts: readonly Date[]; sessionType: SessionType; viewerZone: string; now: Date },
): Promise<SlotCheck[]> {
  const { starts, sessionType, viewerZone, now } = query
  if (starts.length === 0) return []
  const times = starts.map((start) => start.getTime())
  const from = new Date(Math.min(...times))
  const to = new Date(Math.max(...times) + DAY_MS)
  const { availability, booked } = await availabilityAndBookings(payload, consultant, from, to, now)
  return starts.map((start) => {
    const result = isBookable({ availability, booked, start, sessionType, now, viewerZone })
    return result.ok ? { start, ok: true } : { start, ok: false, reason: result.reason }
  })
}
