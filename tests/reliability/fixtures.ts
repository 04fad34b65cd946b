import type { Payload } from 'payload'

import { bookableConsultant, BOOKING_CONSENTS, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import type { User } from '@/payload-types'

export type Consultee = { user: User; token: string }

/** `count` signed-in consultees, made a few at a time (hashing passwords is what takes the time). */
export async function signedInConsultees(payload: Payload, count: number): Promise<Consultee[]> {
  const made: Consultee[] = []
  while (made.length < count) {
    const batch = Array.from({ length: Math.min(8, count - made.length) }, async () => {
      const user = await createUser(payload, { firstName: 'Load' })
      return { user, token: await tokenFor(payload, user) }
    })
    made.push(...(await Promise.all(batch)))
  }
  return made
}

/** A bookable consultant and `count` distinct 30-minute slots of theirs (09:00–12:00 Berlin, from day 2 on). */
export async function consultantWithSlots(payload: Payload, count: number, firstDay = 2) {
  const consultant = await bookableConsultant(payload)
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
  const slots = Array.from({ length: count }, (_, index) =>
    slotAt(firstDay + Math.floor(index / times.length), times[index % times.length]!),
  )
  return { consultant, slots }
}

export type Answer = { status: number; body: Record<string, unknown>; ms: number }

/** A JSON request through the proxy; a failed connection answers status 0 instead of throwing. */
export async function call(
  origin: string,
  path: string,
  {
    token,
    body,
    headers = {},
    timeoutMs = 30_000,
  }: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now()
  try {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let parsed: Record<string, unknown>
    try {
      parsed = JSON.parse(text) as Record<string, unknown>
    } catch {
      parsed = { text: text.slice(0, 500) }
    }
    return { status: response.status, body: parsed, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, body: { error: String(error) }, ms: performance.now() - started }
  }
}

/** POST /api/consultations/create for a paid 30-minute session. */
export const book = (origin: string, consultee: Consultee, consultantId: number, selectedSlot: string) =>
  call(origin, '/api/consultations/create', {
    token: consultee.token,
    body: { consultantId, selectedSlot, sessionType: '30MINUTES', billingCountry: 'DE', consents: BOOKING_CONSENTS },
  })
