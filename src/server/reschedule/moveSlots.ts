import type { Payload, PayloadRequest } from 'payload'

import { consultantIdOf, consulteeIdOf } from './rescheduleState'
import {
  addDays,
  bookedIntervals,
  daysBetween,
  emptyAvailability,
  freeStartTimes,
  isBookable,
  sessionInterval,
  type FreeStartTimes,
  type Interval,
  type SessionType,
} from '@/domain/scheduling'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import type { Consultation } from '@/payload-types'
import { bookingRefusal } from '@/server/booking/bookingErrors'
import { loadSlotData } from '@/server/availability/slotData'

const DAY_MS = 86_400_000

/** The consultee's other held, pending and confirmed sessions in `window`: a new time must not touch them. */
async function consulteeBusy(payload: Payload, consultation: Consultation, window: Interval): Promise<Interval[]> {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      user: { equals: consulteeIdOf(consultation) },
      id: { not_equals: consultation.id },
      status: { in: [...SLOT_BLOCKING_STATUSES] },
      startsAt: {
        greater_than: new Date(window.start.getTime() - DAY_MS).toISOString(),
        less_than: window.end.toISOString(),
      },
    },
    select: { startsAt: true, endsAt: true, status: true },
    depth: 0,
    pagination: false,
  })
  return bookedIntervals(docs)
}

/** The consultant's schedule around `window` without the session being moved, and the consultee's. */
async function scheduleAround(payload: Payload, consultation: Consultation, window: Interval, now: Date) {
  const slots = await loadSlotData(
    payload,
    String(consultantIdOf(consultation)),
    { from: window.start, to: window.end },
    now,
  )
  if (!slots) return null
  const booked = slots.booked.filter((session) => session.id !== consultation.id)
  return { availability: slots.availability, booked, busy: await consulteeBusy(payload, consultation, window) }
}

/**
 * Whether the session can move to `start` now: a free start of the consultant (their hours, time off,
 * buffers, notice and limits, the session itself not counted), from the consultee's tomorrow on, clear of
 * the consultee's other sessions. Answers the new interval and blocked span, or throws the booking refusal.
 */
export async function moveTarget(req: PayloadRequest, consultation: Consultation, start: Date, now: Date) {
  const sessionType = consultation.sessionType as SessionType
  const interval = sessionInterval(start, sessionType)
  const schedule = await scheduleAround(req.payload, consultation, interval, now)
  if (!schedule) throw bookingRefusal('SLOT_NOT_OFFERED')
  const viewerZone = consultation.consulteeTimezone
  const check = isBookable({ ...schedule, start, sessionType, now, viewerZone })
  if (!check.ok) throw bookingRefusal(`SLOT_${check.reason}`)
  return { interval: check.interval, blocked: check.blocked, availability: schedule.availability }
}

/** The free times the session can move to, per day of `viewerZone` from startDay to endDay. */
export async function moveStartTimes(
  payload: Payload,
  consultation: Consultation,
  query: { viewerZone: string; startDay: string; endDay: string; now: Date },
): Promise<FreeStartTimes> {
  daysBetween(query.startDay, query.endDay)
  const window = {
    start: new Date(Date.parse(query.startDay) - DAY_MS),
    end: new Date(Date.parse(addDays(query.endDay, 2))),
  }
  const schedule = await scheduleAround(payload, consultation, window, query.now)
  const sessionType = consultation.sessionType as SessionType
  // A consultant who is no longer listed offers no new time.
  if (!schedule)
    return freeStartTimes({ availability: emptyAvailability(query.viewerZone), booked: [], ...query, sessionType })
  const booker = { zone: consultation.consulteeTimezone, busy: schedule.busy }
  return freeStartTimes({ availability: schedule.availability, booked: schedule.booked, ...query, sessionType, booker })
}
