import type { Payload, PayloadRequest } from 'payload'

import type { Availability, SessionType } from '@/domain/scheduling'
import { loadAvailability } from '@/server/availability/loadAvailability'

export type BookableService = { key: string; serviceId: string | null; title: string }

export type BookableConsultant = {
  userId: number
  name: string
  pricing: { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }
  services: BookableService[]
  availability: Availability
}

/** An ACTIVE consultant with a published profile, as the booking service needs them; null otherwise. */
export async function loadBookableConsultant(
  payload: Payload,
  consultantId: number,
  now: Date,
  req?: PayloadRequest,
): Promise<BookableConsultant | null> {
  const user = await payload.findByID({
    collection: 'users',
    id: consultantId,
    select: { role: true, profileStatus: true, firstName: true, lastName: true, timezone: true },
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!user || user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') return null
  const [profile, availability] = await Promise.all([
    payload.find({
      collection: 'consultant-profiles',
      where: { user: { equals: consultantId }, published: { equals: true } },
      select: { pricing30Min: true, pricing60Min: true, pricingTrial: true, services: true },
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    }),
    loadAvailability(payload, { id: consultantId, timezone: user.timezone }, now, req),
  ])
  const found = profile.docs[0]
  if (!found) return null
  return {
    userId: consultantId,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    pricing: {
      pricing30Min: found.pricing30Min ?? null,
      pricing60Min: found.pricing60Min ?? null,
      pricingTrial: found.pricingTrial ?? null,
    },
    services: (found.services ?? []).map((service) => ({
      key: service.serviceId ?? service.id ?? service.title,
      serviceId: service.serviceId ?? null,
      title: service.title,
    })),
    availability,
  }
}

/** The list price in cents of a session type; null when the consultant does not offer it. */
export function listPriceCents(pricing: BookableConsultant['pricing'], sessionType: SessionType): number | null {
  if (sessionType === '30MINUTES') return pricing.pricing30Min
  if (sessionType === '60MINUTES') return pricing.pricing60Min
  return pricing.pricingTrial
}
