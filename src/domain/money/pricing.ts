export const MAX_PRICE_EURO = 4999
export const MAX_PRICE_CENTS = MAX_PRICE_EURO * 100
export const PRICE_STEP_EURO = 0.5

/** Spec §5/§9: 0 to 4999 euro in steps of 0.5; below 1 only 0 or 0.5. */
export function isValidPriceEuro(n: number): boolean {
  if (!Number.isFinite(n) || n < 0 || n > MAX_PRICE_EURO) return false
  if (!Number.isInteger(n / PRICE_STEP_EURO)) return false
  if (n < 1) return n === 0 || n === 0.5
  return true
}

export const PRICING_ORDER_RULES = [
  'PRICING_30_MIN_NOT_BELOW_60_MIN',
  'PRICING_TRIAL_NOT_BELOW_30_MIN',
  'PRICING_TRIAL_NOT_BELOW_60_MIN',
] as const

export type PricingOrderRule = (typeof PRICING_ORDER_RULES)[number]

export interface ConsultantPricing {
  pricing30Min: number
  pricing60Min: number
  pricingTrial: number
}

/** Ids of the broken ordering rules; a price of 0 (free) is exempt from its own rule. */
export function pricingOrderErrors({
  pricing30Min,
  pricing60Min,
  pricingTrial,
}: ConsultantPricing): PricingOrderRule[] {
  const errors: PricingOrderRule[] = []
  if (pricing30Min !== 0 && !(pricing30Min < pricing60Min)) {
    errors.push('PRICING_30_MIN_NOT_BELOW_60_MIN')
  }
  if (pricingTrial !== 0 && !(pricingTrial < pricing30Min)) {
    errors.push('PRICING_TRIAL_NOT_BELOW_30_MIN')
  }
  if (pricingTrial !== 0 && !(pricingTrial < pricing60Min)) {
    errors.push('PRICING_TRIAL_NOT_BELOW_60_MIN')
  }
  return errors
}
