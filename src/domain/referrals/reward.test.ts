import { describe, expect, it } from 'vitest'

import { cleanReferralCode, earnsReferralReward, type ReferralFacts } from './reward'

const base: ReferralFacts = {
  netCents: 4202,
  referrerId: 1,
  referredUserId: 2,
  trackingConsent: true,
  referrerDeleted: false,
}

describe('earnsReferralReward', () => {
  it.each<[string, Partial<ReferralFacts>, boolean]>([
    ['a paid session of a referred user who allowed tracking', {}, true],
    ['a free session', { netCents: 0 }, false],
    ['no referrer', { referrerId: null }, false],
    ['a self-referral', { referrerId: 2 }, false],
    ['tracking withdrawn or never given', { trackingConsent: false }, false],
    ['a deleted referrer', { referrerDeleted: true }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(earnsReferralReward({ ...base, ...change })).toBe(expected)
  })
})

describe('cleanReferralCode', () => {
  it.each([
    ['abcd2345', 'abcd2345'],
    ['  ABCD2345 ', 'abcd2345'],
    ['', null],
    [null, null],
    ['abc', null],
    ['abcd234l', null],
    ['abcd2345;', null],
  ])('%j → %j', (value, expected) => {
    expect(cleanReferralCode(value)).toBe(expected)
  })
})
