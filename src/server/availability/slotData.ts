import { createLocalReq, type Payload } from 'payload'

import { toAvailability } from './storedAvailability'
import { bookedIntervals, usableTimeZone, type Availability, type BookedSession } from '@/domain/scheduling'
import { consultantRefOf } from '@/domain/ids'
import { slotDataRow } from '@/server/queries/availability'

// Sessions per week are counted Monday to Sunday in the consultant's zone, and a session with its
// buffers reaches at most a few hours either side: eight days either side of a window hold all of them.
const MARGIN_MS = 8 * 86_400_000

export type SlotData = { consultantId: number; availability: Availability; booked: BookedSession[] }

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
 * their held, pending and confirmed sessions of the weeks [from, to) touches (for the limits per week,
 * and buffers), and with `offer` their prices and services. Bounding starts_at on both sides keeps the
 * bookings on the (consultant, starts_at) index.
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
    startsAfter: new Date(window.from.getTime() - MARGIN_MS),
    startsBefore: new Date(window.to.getTime() + MARGIN_MS),
  })
  if (!row) return null
  return {
    consultantId: row.id,
    availability: toAvailability(row.availability ?? undefined, usableTimeZone(row.timezone, now)),
    booked: bookedIntervals(row.booked),
    offer: {
      firstName: row.firstName,
      lastName: row.lastName,
      pricing: { pricing30Min: row.pricing30Min, pricing60Min: row.pricing60Min, pricingTrial: row.pricingTrial },
      services: row.services ?? [],
    },
  }
}
