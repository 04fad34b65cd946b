import type { Payload } from 'payload'

import { bookedIntervals, SESSION_MINUTES, type Interval } from '@/domain/scheduling'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'

const LONGEST_SESSION_MS = Math.max(...Object.values(SESSION_MINUTES)) * 60_000

/**
 * The consultant's held, pending and confirmed sessions that touch [from, to), in one query. Bounding
 * startsAt on both sides lets Postgres read just that stretch of the (consultant, starts_at) index; a
 * session can start at most one session length before `from` and still reach into the range.
 */
export async function loadBookedIntervals(
  payload: Payload,
  consultantId: number,
  from: Date,
  to: Date,
): Promise<Interval[]> {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      consultant: { equals: consultantId },
      startsAt: {
        greater_than: new Date(from.getTime() - LONGEST_SESSION_MS).toISOString(),
        less_than: to.toISOString(),
      },
      status: { in: [...SLOT_BLOCKING_STATUSES] },
    },
    select: { startsAt: true, endsAt: true, status: true },
    depth: 0,
    pagination: false,
  })
  return bookedIntervals(docs).filter((interval) => interval.end > from)
}
