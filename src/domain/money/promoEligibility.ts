import type { PromoCode } from './promo'

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/

/** Codes are compared without case and surrounding spaces: ' spring-10 ' is SPRING-10. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase()
}

export function isPromoCodeFormat(raw: string): boolean {
  return PROMO_CODE_PATTERN.test(normalizePromoCode(raw))
}

export interface PromoTerms {
  active: boolean
  validFrom: Date | null
  validUntil: Date | null
  /** null = unlimited */
  maxRedemptions: number | null
  oncePerUser: boolean
}

export interface PromoUsage {
  /** Redemptions by everyone, including the ones of held bookings. */
  total: number
  byThisUser: number
}

export const PROMO_REFUSALS = ['INACTIVE', 'NOT_YET_VALID', 'EXPIRED', 'EXHAUSTED', 'ALREADY_USED'] as const
export type PromoRefusal = (typeof PROMO_REFUSALS)[number]

/** Whether a code may be redeemed now by this user; the first reason that applies wins. */
export function promoRefusal(terms: PromoTerms, usage: PromoUsage, now: Date): PromoRefusal | null {
  if (!terms.active) return 'INACTIVE'
  if (terms.validFrom && now < terms.validFrom) return 'NOT_YET_VALID'
  // validUntil is the last moment the code works.
  if (terms.validUntil && now > terms.validUntil) return 'EXPIRED'
  if (terms.maxRedemptions != null && usage.total >= terms.maxRedemptions) return 'EXHAUSTED'
  if (terms.oncePerUser && usage.byThisUser > 0) return 'ALREADY_USED'
  return null
}

/** The stored shape of a promo code (percent or fixed euro cents) as the discount rule takes it. */
export function promoOf(stored: { kind: string; percent?: number | null; amountCents?: number | null }): PromoCode {
  if (stored.kind === 'percent') return { kind: 'percent', percent: stored.percent ?? 0 }
  return { kind: 'fixed', amountCents: stored.amountCents ?? 0 }
}
