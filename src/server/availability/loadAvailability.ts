import type { Payload, PayloadRequest } from 'payload'

import { toAvailability } from './storedAvailability'
import { usableTimeZone, type Availability } from '@/domain/scheduling'

/**
 * A consultant's availability; one who has set none yet gets an empty week in their own zone (their
 * profile's zone when it fits the grid, else the fallback zone).
 */
export async function loadAvailability(
  payload: Payload,
  consultant: { id: number; timezone?: string | null },
  now: Date,
  req?: PayloadRequest,
): Promise<Availability> {
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: { consultant: { equals: consultant.id } },
    select: { timezone: true, weekly: true, overrides: true, timeOff: true, rules: true },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
  })
  return toAvailability(docs[0], usableTimeZone(consultant.timezone, now))
}
