import type { PayloadRequest } from 'payload'

import { toAvailability } from './storedAvailability'
import { mergeAvailability } from './mergeAvailability'
import { usableTimeZone, type Availability, type AvailabilityInput } from '@/domain/scheduling'
import { inTransaction } from '@/server/db/transaction'

export type Consultant = { id: number; timezone?: string | null }

/** What a save does to the stored availability; it runs on the row as the save's transaction reads it. */
export type AvailabilityChange = (current: Availability) => Availability

async function upsert(req: PayloadRequest, consultant: Consultant, change: AvailabilityChange, now: Date) {
  return inTransaction(req, async () => {
    const { payload } = req
    const { docs } = await payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: consultant.id } },
      select: { timezone: true, weekly: true, overrides: true, timeOff: true, rules: true },
      depth: 0,
      limit: 1,
      pagination: false,
      req,
    })
    const row = docs[0]
    const next = change(toAvailability(row, usableTimeZone(consultant.timezone, now)))
    const data = { consultant: consultant.id, ...next }
    if (row) await payload.update({ collection: 'availabilities', id: row.id, data, depth: 0, req })
    else await payload.create({ collection: 'availabilities', data, depth: 0, req })
    return next
  })
}

/**
 * Changes the consultant's availability, one row per consultant. Two first saves at once both try to
 * create the row; the loser's transaction is rolled back by the unique consultant column and it tries
 * again, now updating the row the winner made.
 */
export async function changeAvailability(
  req: PayloadRequest,
  consultant: Consultant,
  change: AvailabilityChange,
  now: Date,
): Promise<Availability> {
  try {
    return await upsert(req, consultant, change, now)
  } catch {
    return upsert(req, consultant, change, now)
  }
}

/** Stores the editor's week and dates (POST /api/availability/add). */
export function saveAvailability(
  req: PayloadRequest,
  consultant: Consultant,
  input: AvailabilityInput,
  now: Date,
): Promise<Availability> {
  return changeAvailability(req, consultant, (current) => mergeAvailability(current, input, now), now)
}
