import type { PayloadRequest } from 'payload'

import { bookedIntervals, countSessions, exceedsLimits, rulesOf, type Availability } from '@/domain/scheduling'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import { lockConsultantSchedule } from '@/server/queries/scheduling'

const WEEK_MARGIN_MS = 8 * 86_400_000

/**
 * Inside the booking's (or the move's) transaction: whether one more session at `start` still fits the
 * consultant's sessions per day and per week, counted after taking their schedule lock, so a concurrent
 * booking either committed before (and is counted) or waits. `excluding` is the session being moved.
 */
export async function fitsSessionLimits(
  req: PayloadRequest,
  consultantId: number,
  availability: Availability,
  start: Date,
  excluding?: number,
): Promise<boolean> {
  const rules = rulesOf(availability)
  if (rules.maxSessionsPerDay == null && rules.maxSessionsPerWeek == null) return true
  await lockConsultantSchedule(req, consultantId)
  const { docs } = await req.payload.find({
    collection: 'consultations',
    where: {
      consultant: { equals: consultantId },
      status: { in: [...SLOT_BLOCKING_STATUSES] },
      startsAt: {
        greater_than: new Date(start.getTime() - WEEK_MARGIN_MS).toISOString(),
        less_than: new Date(start.getTime() + WEEK_MARGIN_MS).toISOString(),
      },
      ...(excluding ? { id: { not_equals: excluding } } : {}),
    },
    select: { startsAt: true, endsAt: true, status: true },
    depth: 0,
    pagination: false,
    req,
  })
  const counts = countSessions(bookedIntervals(docs), availability.timezone)
  return !exceedsLimits(start, counts, rules, availability.timezone)
}
