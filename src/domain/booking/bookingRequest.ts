import { z } from 'zod'

import { consentListSchema } from '../consents/submission'
import { recordIdSchema } from '../ids/recordIdSchema'
import { isPromoCodeFormat, normalizePromoCode } from '../money/promoEligibility'
import { countrySchema } from '../schemas/application/shared'
import { msg } from '../schemas/messages'
import { isBeyondHorizon } from '../scheduling/horizon'
import { sessionTypeOf } from '../scheduling/sessionTypes'
import { businessBillingSchema, withBusinessBilling } from './businessBilling'
import { MAX_BOOKED_SERVICES, selectedServiceTitlesOf } from './serviceTitles'

export { MAX_BOOKED_SERVICES }

const idSchema = recordIdSchema(msg('Invalid_value'))

/**
 * What the payment page sends to place a booking (API.md POST /api/consultations/create). Prices are
 * never part of it: the server computes them. Service titles are taken from the consultant's profile.
 */
export const bookingRequestSchema = z.object({
  consultantId: idSchema,
  sessionType: z.unknown().transform(sessionTypeOf),
  selectedSlot: z.iso.datetime({ offset: true, error: msg('Booking_slot_invalid') }).transform((iso) => new Date(iso)),
  billingCountry: countrySchema,
  isB2B: z
    .boolean({ error: msg('Invalid_value') })
    .optional()
    .default(false),
  /** Required with isB2B: the company billed (see businessBilling.ts). */
  business: businessBillingSchema.optional(),
  promoCode: z
    .string({ error: msg('Promo_code_invalid') })
    .optional()
    .transform((code) => (code?.trim() ? normalizePromoCode(code) : undefined))
    .refine((code) => code === undefined || isPromoCodeFormat(code), msg('Promo_code_invalid')),
  selectedServiceIds: z
    .array(z.string().trim().min(1).max(100), { error: msg('Invalid_value') })
    .max(MAX_BOOKED_SERVICES, msg('You_can_select_up_to_10_services'))
    .optional()
    .default([]),
  // The stored titles come from the profile: by id, or by these titles when no id is sent.
  selectedServiceTitles: z.array(z.string().max(200)).max(MAX_BOOKED_SERVICES).optional(),
  consents: consentListSchema,
})

export type BookingRequest = z.output<typeof bookingRequestSchema>

/**
 * Older clients name the service titles `selected_services_titles` or send `selectedServices` with titles
 * (spec §3): without `selectedServiceTitles`, those are read as it.
 */
function withSelectedServiceTitles(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'selectedServiceTitles' in body) return body
  const titles = selectedServiceTitlesOf(body)
  return titles.length > 0 ? { ...body, selectedServiceTitles: titles } : body
}

/** The booking request as the server takes it: the slot no further ahead than the booking horizon from `now`. */
export function bookingRequestSchemaAt(now: Date) {
  const selectedSlot = bookingRequestSchema.shape.selectedSlot.refine((slot) => !isBeyondHorizon(slot, now), {
    error: msg('Booking_slot_invalid'),
  })
  return z.preprocess(withSelectedServiceTitles, withBusinessBilling(bookingRequestSchema.extend({ selectedSlot })))
}

/** What the payment page sends to show the price breakdown before booking. */
export const quoteRequestSchema = bookingRequestSchema.pick({
  consultantId: true,
  sessionType: true,
  billingCountry: true,
  isB2B: true,
  promoCode: true,
})

/** POST /api/consultations/payment/book-free-consultation; userId, when sent, must be the caller. */
export const freeBookingSchema = z.object({
  consultationId: idSchema,
  userId: idSchema.optional(),
  consents: consentListSchema,
})
