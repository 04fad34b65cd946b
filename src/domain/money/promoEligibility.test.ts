import { describe, expect, it } from 'vitest'

import { isPromoCodeFormat, normalizePromoCode, promoOf, promoRefusal, type PromoTerms } from './promoEligibility'

const now = new Date('2026-11-22T12:00:00Z')
const open: PromoTerms = { active: true, validFrom: null, validUntil: null, maxRedemptions: null, oncePerUser: true }

describe('promoRefusal', () => {
  it.each<{ name: string; terms: Partial<PromoTerms>; total?: number; mine?: number; refusal: string | null }>([
    { name: 'open code', terms: {}, refusal: null },
    { name: 'switched off', terms: { active: false }, refusal: 'INACTIVE' },
    { name: 'starts in a second', terms: { validFrom: new Date('2026-11-22T12:00:01Z') }, refusal: 'NOT_YET_VALID' },
    { name: 'starts now', terms: { validFrom: now }, refusal: null },
    { name: 'ends now', terms: { validUntil: now }, refusal: null },
    { name: 'ended a second ago', terms: { validUntil: new Date('2026-11-22T11:59:59Z') }, refusal: 'EXPIRED' },
    { name: 'one left', terms: { maxRedemptions: 3 }, total: 2, refusal: null },
    { name: 'used up', terms: { maxRedemptions: 3 }, total: 3, refusal: 'EXHAUSTED' },
    { name: 'zero allowed', terms: { maxRedemptions: 0 }, total: 0, refusal: 'EXHAUSTED' },
    { name: 'used by me once', terms: {}, total: 1, mine: 1, refusal: 'ALREADY_USED' },
    { name: 'reusable code used by me', terms: { oncePerUser: false }, total: 1, mine: 1, refusal: null },
    { name: 'inactive beats expired', terms: { active: false, validUntil: new Date(0) }, refusal: 'INACTIVE' },
  ])('$name -> $refusal', ({ terms, total = 0, mine = 0, refusal }) => {
    expect(promoRefusal({ ...open, ...terms }, { total, byThisUser: mine }, now)).toBe(refusal)
  })
})

describe('promo code text', () => {
  it.each([
    [' spring-10 ', 'SPRING-10', true],
    ['WELCOME_2026', 'WELCOME_2026', true],
    ['ab', 'AB', false],
    ['-LEADING', '-LEADING', false],
    ['WITH SPACE', 'WITH SPACE', false],
    ['A'.repeat(33), 'A'.repeat(33), false],
  ])('%j -> %s (valid: %s)', (raw, normalized, valid) => {
    expect(normalizePromoCode(raw)).toBe(normalized)
    expect(isPromoCodeFormat(raw)).toBe(valid)
  })
})

describe('promoOf', () => {
  it('reads percent and fixed codes', () => {
    expect(promoOf({ kind: 'percent', percent: 15 })).toEqual({ kind: 'percent', percent: 15 })
    expect(promoOf({ kind: 'fixed', amountCents: 500, percent: null })).toEqual({ kind: 'fixed', amountCents: 500 })
  })
})
