import type { Payload } from 'payload'

import type { Availability, BookedSession, SessionType } from '@/domain/scheduling'
import { loadSlotData, type ConsultantOffer } from '@/server/availability/slotData'

export type BookableService = { key: string; serviceId: string | null; title: string }

export type BookableConsultant = {
  userId: number
  name: string
  pricing: ConsultantOffer['pricing']
  services: BookableService[]
  availability: Availability
  /** The consultant's held, pending and confirmed sessions of the weeks around the window asked for. */
  booked: BookedSession[]
}

/**
 * An ACTIVE consultant with a published profile, as the booking service needs them, with their sessions
 * around `window` (the slot being booked); null otherwise.
 */
export async function loadBookableConsultant(
  payload: Payload,
  consultantId: number,
  now: Date,
  window: { from: Date; to: Date } = { from: now, to: now },
): Promise<BookableConsultant | null> {
  const found = await loadSlotData(payload, String(consultantId), window, now)
  if (!found) return null
  const { offer } = found
  return {
    userId: consultantId,
    name: [offer.firstName, offer.lastName].filter(Boolean).join(' '),
    pricing: offer.pricing,
    services: offer.services.map((service) => ({
      key: service.serviceId ?? service.id ?? service.title,
      serviceId: service.serviceId,
      title: service.title,
    })),
    availability: found.availability,
    booked: found.booked,
  }
}

/** The list price in cents of a session type; null when the consultant does not offer it. */
export function listPriceCents(pricing: BookableConsultant['pricing'], sessionType: SessionType): number | null {
  if (sessionType === '30MINUTES') return pricing.pricing30Min
  if (sessionType === '60MINUTES') return pricing.pricing60Min
  return pricing.pricingTrial
}
