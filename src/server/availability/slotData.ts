import { createLocalReq, type Payload } from 'payload'

import { toAvailability } from './storedAvailability'
import { bookedIntervals, SESSION_MINUTES, usableTimeZone, type Availability, type Interval } from '@/domain/scheduling'
import { consultantRefOf } from '@/domain/ids'
import { slotDataRow } from '@/server/queries/availability'

const LONGEST_SESSION_MS = Math.max(...Object.values(SESSION_MINUTES)) * 60_000

export type SlotData = { consultantId: number; availability: Availability; booked: Interval[] }

export type OfferedService = { id: string | null; serviceId: string | null; title: string }

/** What the consultant offers: their name, prices in cents and services, for the booking service. */
export type ConsultantOffer = {
  firstName: string | null
  lastName: string | null
  pricing: { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }
  services: OfferedService[]
}

/**
 * What a slot read or a booking needs, in one statement: the consultant named by user id or
 * consultantShortId whose slots the public may see (role CONSULTANT, ACTIVE, published profile; null for
 * anyone else, so nothing leaks), their availability (an empty week in their own zone when they set none),
 * their held, pending and confirmed sessions that touch [from, to), and with `offer` their prices and
 * services. Bounding starts_at on both sides keeps the bookings on the (consultant, starts_at) index: a
 * session starts at most one session length before `from`.
 */
export async function loadSlotData(
  payload: Payload,
  ref: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<(SlotData & { offer: ConsultantOffer }) | null> {
  const target = consultantRefOf(ref)
  if (!target) return null
  const row = await slotDataRow(await createLocalReq({}, payload), target, {
    startsAfter: new Date(window.from.getTime() - LONGEST_SESSION_MS),
    startsBefore: window.to,
  })
  if (!row) return null
  return {
    consultantId: row.id,
    availability: toAvailability(row.availability ?? undefined, usableTimeZone(row.timezone, now)),
    booked: bookedIntervals(row.booked).filter((interval) => interval.end > window.from),
    offer: {
      firstName: row.firstName,
      lastName: row.lastName,
      pricing: { pricing30Min: row.pricing30Min, pricing60Min: row.pricing60Min, pricingTrial: row.pricingTrial },
      services: row.services ?? [],
    },
  }
}
