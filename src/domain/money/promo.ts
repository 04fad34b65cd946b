import { assertNonNegativeCents } from './cents'
import { divideRoundHalfAwayFromZero } from './rounding'

export type PromoCode = { kind: 'percent'; percent: number } | { kind: 'fixed'; amountCents: number }

/** Discount in cents on baseCents: never negative, never above the base. */
export function promoDiscount(promo: PromoCode, baseCents: number): number {
  assertNonNegativeCents(baseCents, 'baseCents')
  switch (promo.kind) {
    case 'percent': {
      if (!Number.isInteger(promo.percent) || promo.percent < 1 || promo.percent > 100) {
        throw new RangeError(`Promo percent must be an integer from 1 to 100, got ${promo.percent}`)
      }
      return divideRoundHalfAwayFromZero(baseCents * promo.percent, 100)
    }
    case 'fixed': {
      assertNonNegativeCents(promo.amountCents, 'promo.amountCents')
      return Math.min(promo.amountCents, baseCents)
    }
  }
}
