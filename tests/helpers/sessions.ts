import type { Payload } from 'payload'
import { expect } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from './booking'
import { tokenFor } from './factories'
import { rest } from './http'
import { execute, sql } from './sql'
import type { User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'

type Booking = {
  consultant: User
  token: string
  daysAhead?: number
  time?: string
  pay?: boolean
  promoCode?: string
  /** Billing fields of the booking request (billingCountry, isB2B, business); Germany, as a consumer, by default. */
  billing?: Record<string, unknown>
}

/** Books a 60-minute session through the API; unless `pay` is false the test card is authorised (UPCOMING_PENDING). */
export async function requestSession(
  payload: Payload,
  { consultant, token, daysAhead = 7, time = '09:00', pay = true, promoCode, billing }: Booking,
): Promise<number> {
  const created = await rest('POST', '/api/consultations/create', {
    token,
    body: {
      consultantId: consultant.id,
      sessionType: '60MINUTES',
      selectedSlot: slotAt(daysAhead, time),
      billingCountry: 'DE',
      consents: BOOKING_CONSENTS,
      ...(promoCode ? { promoCode } : {}),
      ...billing,
    },
  })
  expect(created.status).toBe(201)
  if (pay) {
    await getTestPaymentProvider(payload)!.confirmTestCard({
      clientSecret: created.json.clientSecret as string,
      cardNumber: '4242424242424242',
    })
  }
  return created.json.consultationId as number
}

/** POSTs one of the consultation actions, in `language`. */
export function act(
  path:
    'consultant/confirm' | 'consultant/cancel' | 'user/cancel' | 'user/complete' | 'user/review' | 'consultant/review',
  token: string,
  body: Record<string, unknown>,
  language = 'en',
) {
  return rest('POST', `/api/consultations/${path}`, { token, body, headers: { 'accept-language': language } })
}

/**
 * Moves a booked session into the past (the booking API only takes future slots) by a fixed 60 days,
 * so its time of day, its length and its distance to the consultant's other sessions stay as they were.
 */
export async function moveSessionToPast(payload: Payload, consultationId: number): Promise<void> {
  await execute(
    payload,
    sql`UPDATE consultations
        SET starts_at = starts_at - interval '60 days', ends_at = ends_at - interval '60 days'
        WHERE id = ${consultationId}`,
  )
}

/**
 * A paid 60-minute session that the holder of `consulteeToken` booked and a new consultant confirmed: its
 * payment is captured and the provider's events are delivered.
 */
export async function confirmedSession(payload: Payload, consulteeToken: string, billing?: Record<string, unknown>) {
  const consultant = await bookableConsultant(payload)
  const token = await tokenFor(payload, consultant)
  const id = await requestSession(payload, { consultant, token: consulteeToken, billing })
  expect((await act('consultant/confirm', token, { consultationId: id, consultantId: consultant.id })).status).toBe(200)
  await getTestPaymentProvider(payload)!.whenDelivered()
  return { consultant, token, id }
}
