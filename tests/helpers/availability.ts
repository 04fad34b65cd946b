import type { Payload } from 'payload'

import { createUser, tokenFor } from './factories'
import { rest } from './http'
import type { Consultation, User } from '@/payload-types'

export type Consultant = { user: User; token: string; shortId: string }

/** An ACTIVE consultant with a published profile, signed in. */
export async function publishedConsultant(payload: Payload, timezone: string | null = 'Europe/Berlin') {
  const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE', timezone })
  const profile = await payload.create({ collection: 'consultant-profiles', data: { user: user.id, published: true } })
  return { user, token: await tokenFor(payload, user), shortId: profile.consultantShortId! } satisfies Consultant
}

export function addAvailability(token: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return rest('POST', '/api/availability/add', { token, body, headers })
}

/** Sets the times of single dates for the consultant through the endpoint, in their own zone. */
export async function offerDays(consultant: Consultant, timezone: string, days: Record<string, string[]>) {
  const answer = await addAvailability(consultant.token, {
    consultantId: consultant.user.id,
    availability: { timezone, days },
  })
  if (answer.status !== 200) throw new Error(`add answered ${answer.status}: ${answer.text}`)
}

export function freeSlots(consultantId: string | number, query: Record<string, string>) {
  return rest('GET', `/api/availability/${consultantId}?${new URLSearchParams(query)}`)
}

// Worked out with Intl alone, so the tests do not check the scheduling code against itself.
function wallClock(instant: Date, zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}

export const localDate = (instant: Date, zone: string) => wallClock(instant, zone).date
export const localTime = (instant: Date, zone: string) => wallClock(instant, zone).time

/** The date `days` after today in `zone`. */
export function daysFromToday(days: number, zone: string): string {
  const today = localDate(new Date(), zone)
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The instant at which clocks in `zone` show `time` on `date` (the earlier one when it happens twice). */
export function instantOf(date: string, time: string, zone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  for (let offsetMinutes = 14 * 60; offsetMinutes >= -12 * 60; offsetMinutes -= 30) {
    const candidate = new Date(asUtc - offsetMinutes * 60_000)
    const shown = wallClock(candidate, zone)
    if (shown.date === date && shown.time === time) return candidate
  }
  throw new Error(`${date} ${time} does not exist in ${zone}`)
}

/** A session stored as the booking service stores it, with the given status. */
export async function bookSession(
  payload: Payload,
  consultantId: number,
  start: Date,
  minutes: 30 | 60,
  status: Consultation['status'] = 'HELD',
) {
  const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
  return payload.create({
    collection: 'consultations',
    data: {
      consultant: consultantId,
      user: consultee.id,
      status,
      sessionType: minutes === 30 ? '30MINUTES' : '60MINUTES',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      consulteeTimezone: 'Europe/Berlin',
    },
  })
}
