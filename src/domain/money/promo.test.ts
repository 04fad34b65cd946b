import { describe, expect, it } from 'vitest'
import { promoDiscount, type PromoCode } from './promo'

describe('promoDiscount', () => {
  it.each<{ promo: PromoCode; base: number; discount: number }>([
    { promo: { kind: 'percent', percent: 10 }, base: 11900, discount: 1190 },
    { promo: { kind: 'percent', percent: 15 }, base: 1, discount: 0 }, // 0.15
    { promo: { kind: 'percent', percent: 50 }, base: 1, discount: 1 }, // 0.5 tie
    { promo: { kind: 'percent', percent: 50 }, base: 3, discount: 2 }, // 1.5 tie
    { promo: { kind: 'percent', percent: 1 }, base: 50, discount: 1 }, // 0.5 tie
    { promo: { kind: 'percent', percent: 1 }, base: 49, discount: 0 },
    { promo: { kind: 'percent', percent: 15 }, base: 420084, discount: 63013 }, // 63012.6
    { promo: { kind: 'percent', percent: 100 }, base: 999, discount: 999 },
    { promo: { kind: 'percent', percent: 33 }, base: 0, discount: 0 },
    { promo: { kind: 'fixed', amountCents: 500 }, base: 11900, discount: 500 },
    { promo: { kind: 'fixed', amountCents: 11900 }, base: 11900, discount: 11900 },
    { promo: { kind: 'fixed', amountCents: 20000 }, base: 11900, discount: 11900 },
    { promo: { kind: 'fixed', amountCents: 0 }, base: 100, discount: 0 },
    { promo: { kind: 'fixed', amountCents: 100 }, base: 0, discount: 0 },
  ])('$promo on $base -> $discount', ({ promo, base, discount }) => {
    expect(promoDiscount(promo, base)).toBe(discount)
  })

  it.each<{ promo: PromoCode; base: number }>([
    { promo: { kind: 'percent', percent: 0 }, base: 100 },
    { promo: { kind: 'percent', percent: 101 }, base: 100 },
    { promo: { kind: 'percent', percent: 12.5 }, base: 100 },
    { promo: { kind: 'percent', percent: Number.NaN }, base: 100 },
    { promo: { kind: 'fixed', amountCents: -1 }, base: 100 },
    { promo: { kind: 'fixed', amountCents: 1.5 }, base: 100 },
    { promo: { kind: 'fixed', amountCents: 10 }, base: -1 },
    { promo: { kind: 'percent', percent: 10 }, base: 0.5 },
  ])('rejects $promo on $base', ({ promo, base }) => {
    expect(() => promoDiscount(promo, base)).toThrow(RangeError)
  })
})
