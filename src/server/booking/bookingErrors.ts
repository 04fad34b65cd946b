import type { FieldError } from '@/domain/schemas'
import { Refusal, text } from '@/server/http/refusal'

/** Why a booking request is refused; each maps to one HTTP status and one message of the 'booking' namespace. */
export const BOOKING_REFUSALS = {
  CONSULTANT_NOT_FOUND: 404,
  NOT_A_CONSULTEE: 403,
  SESSION_TYPE_NOT_OFFERED: 400,
  SERVICE_UNKNOWN: 400,
  CONSENT_MISSING: 400,
  SLOT_NOT_ON_GRID: 400,
  SLOT_TOO_EARLY: 409,
  SLOT_NOT_OFFERED: 409,
  SLOT_TAKEN: 409,
  SLOT_FULLY_BOOKED: 409,
  PROMO_UNKNOWN: 400,
  PROMO_INACTIVE: 400,
  PROMO_NOT_YET_VALID: 400,
  PROMO_EXPIRED: 400,
  PROMO_EXHAUSTED: 409,
  PROMO_ALREADY_USED: 409,
  NOT_FOUND: 404,
  NOT_FREE: 409,
  NOT_HELD: 409,
  PAYMENT_UNAVAILABLE: 503,
} as const

export type BookingRefusalCode = keyof typeof BOOKING_REFUSALS

/** The refusal of a booking request: its status and code from the table, its message from 'booking'. */
export function bookingRefusal(code: BookingRefusalCode, errors?: FieldError[]): Refusal {
  return new Refusal(BOOKING_REFUSALS[code], code, text('booking', code), { errors })
}

/** True when PostgreSQL refused the write because the consultant already has a session then. */
export function isOverlapViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string }
    if (code === '23P01' || constraint === 'consultations_no_overlap') return true
  }
  return false
}
