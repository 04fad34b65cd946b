import { z } from 'zod'

import { SESSION_TYPES } from '../scheduling/sessionTypes'
import { MAX_BOOKED_SERVICES } from './bookingRequest'

const instant = z.iso.datetime({ offset: true })

/** An order placed but not paid yet: its slot stays held, so a retry pays it instead of booking again. */
export const pendingOrderSchema = z.object({
  consultationId: z.number().int().positive(),
  clientSecret: z.string().min(1).max(500),
  selectedSlot: instant,
  sessionType: z.enum(SESSION_TYPES),
  /** Euro, as the server computed it when the order was created. */
  total: z.number().min(0),
})

export type PendingOrder = z.infer<typeof pendingOrderSchema>

/** What a consultee has chosen so far, kept in the browser session across calendar, login and payment. */
export const bookingDraftSchema = z.object({
  consultantId: z.number().int().positive(),
  sessionType: z.enum(SESSION_TYPES),
  selectedSlot: instant.nullable(),
  serviceIds: z.array(z.string().max(100)).max(MAX_BOOKED_SERVICES),
  timezone: z.string().max(64).nullable(),
  billingCountry: z.string().length(2).nullable(),
  isB2B: z.boolean(),
  promoCode: z.string().max(40),
  pending: pendingOrderSchema.nullable(),
})

export type BookingDraft = z.infer<typeof bookingDraftSchema>

/** A fresh draft for one consultant. */
export function emptyDraft(consultantId: number): BookingDraft {
  return {
    consultantId,
    sessionType: '30MINUTES',
    selectedSlot: null,
    serviceIds: [],
    timezone: null,
    billingCountry: null,
    isB2B: false,
    promoCode: '',
    pending: null,
  }
}

/** The booked consultation as the success page shows it, with the consultant's name and picture. */
export const bookedConsultationSchema = z.object({
  consultationId: z.number().int().positive(),
  startsAt: instant,
  endsAt: instant,
  sessionType: z.enum(SESSION_TYPES),
  services: z.array(z.string().max(200)).max(MAX_BOOKED_SERVICES),
  /** Euro; 0 for a free booking; null when unknown. */
  total: z.number().min(0).nullable(),
  timezone: z.string().max(64),
  status: z.string().max(60),
  consultant: z.object({ name: z.string().max(100), imageUrl: z.string().max(2048).nullable() }),
})

export type BookedConsultation = z.infer<typeof bookedConsultationSchema>

/** Stored JSON read back through a schema: anything broken or from an older shape is null. */
export function parseStored<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
