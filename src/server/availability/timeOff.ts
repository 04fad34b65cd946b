import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { changeAvailability, type Consultant } from './saveAvailability'
import {
  addDays,
  addTimeOff,
  firstInstantOfDay,
  localDateOf,
  pruneTimeOffBefore,
  removeTimeOff,
  type Availability,
  type SchedulingRules,
  type SessionInTimeOff,
  type TimeOff,
  type TimeOffRange,
} from '@/domain/scheduling'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import { sessionCounterparts } from '@/server/booking/sessionCounterparts'

/** The consultant's sessions that fall on their time off, earliest first, with the consultee's name. */
export async function sessionsInTimeOff(
  payload: Payload,
  consultantId: number,
  availability: Availability,
): Promise<SessionInTimeOff[]> {
  const ranges = availability.timeOff ?? []
  if (ranges.length === 0) return []
  const zone = availability.timezone
  const spanOf = (range: TimeOff) => ({
    from: firstInstantOfDay(range.from, zone).toISOString(),
    to: firstInstantOfDay(addDays(range.to, 1), zone).toISOString(),
  })
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      consultant: { equals: consultantId },
      status: { in: [...SLOT_BLOCKING_STATUSES] },
      or: ranges.map(spanOf).map(({ from, to }) => ({ startsAt: { greater_than_equal: from, less_than: to } })),
    },
    select: { user: true, status: true, startsAt: true, endsAt: true },
    sort: 'startsAt',
    depth: 0,
    pagination: false,
  })
  const consultees = await sessionCounterparts(payload, [...new Set(docs.map((doc) => doc.user as number))], false)
  return docs.map((doc) => {
    const day = localDateOf(new Date(doc.startsAt), zone)
    const person = consultees.get(doc.user as number)
    return {
      consultationId: doc.id,
      timeOffId: ranges.find((range) => range.from <= day && day <= range.to)?.id ?? '',
      status: doc.status,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      consulteeName: [person?.firstName, person?.lastName].filter(Boolean).join(' '),
    }
  })
}

const today = (availability: Availability, now: Date) => localDateOf(now, availability.timezone)

/** Adds a range of time off (merged with ranges it touches); ranges that have ended are dropped. */
export function saveTimeOff(req: PayloadRequest, consultant: Consultant, range: TimeOffRange, now: Date) {
  return changeAvailability(
    req,
    consultant,
    (current) => ({
      ...current,
      timeOff: addTimeOff(pruneTimeOffBefore(current.timeOff ?? [], today(current, now)), range, randomUUID()),
    }),
    now,
  )
}

export function deleteTimeOff(req: PayloadRequest, consultant: Consultant, id: string, now: Date) {
  return changeAvailability(
    req,
    consultant,
    (current) => ({
      ...current,
      timeOff: removeTimeOff(pruneTimeOffBefore(current.timeOff ?? [], today(current, now)), id),
    }),
    now,
  )
}

export function saveRules(req: PayloadRequest, consultant: Consultant, rules: SchedulingRules, now: Date) {
  return changeAvailability(req, consultant, (current) => ({ ...current, rules }), now)
}
