import { describe, expect, it } from 'vitest'

import {
  cleanReferralCode,
  earnsReferralReward,
  inviterName,
  isLiveInviter,
  referralCodeOfPath,
  type Inviter,
  type ReferralFacts,
} from './reward'

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

describe('inviterName', () => {
  const active: Inviter = { firstName: 'Lena', lastName: 'Fischer', profileStatus: 'ACTIVE', deletedAt: null }
  it.each<[string, Inviter | null, string | null]>([
    ['first name and initial', active, 'Lena F.'],
    ['spaces trimmed, the initial in capitals', { ...active, firstName: ' Lena ', lastName: ' von Berg' }, 'Lena V.'],
    ['no last name: the first name alone', { ...active, lastName: '' }, 'Lena'],
    ['no first name: no name', { ...active, firstName: '  ' }, null],
    ['a user whose link is not live yet', { ...active, profileStatus: 'DATA_NOT_SUBMITTED' }, null],
    ['a deleted account', { ...active, deletedAt: '2026-11-01T00:00:00.000Z' }, null],
    ['no such code', null, null],
  ])('%s', (_name, inviter, expected) => {
    expect(inviterName(inviter)).toBe(expected)
  })
})

describe('isLiveInviter', () => {
  it.each<[string, Pick<Inviter, 'profileStatus' | 'deletedAt'> | null, boolean]>([
    ['an ACTIVE account', { profileStatus: 'ACTIVE', deletedAt: null }, true],
    ['an account still applying', { profileStatus: 'APPLICATION_SUBMITTED', deletedAt: null }, false],
    ['a consultee before the profile data', { profileStatus: 'DATA_NOT_SUBMITTED' }, false],
    ['a deleted account', { profileStatus: 'ACTIVE', deletedAt: '2026-11-01T00:00:00.000Z' }, false],
    ['no such account', null, false],
  ])('%s → %s', (_name, inviter, expected) => {
    expect(isLiveInviter(inviter)).toBe(expected)
  })
})

describe('referralCodeOfPath', () => {
  it.each<[string, string | null]>([
    ['/referral/ab3k9x2m', 'ab3k9x2m'],
    ['/referral/AB3K9X2M/', 'ab3k9x2m'],
    ['/referral', null],
    ['/referral/', null],
    ['/referral/ab3k9x2m/more', null],
    ['/referral/not a code', null],
    ['/consultants/ab3k9x2m', null],
  ])('%s → %s', (pathname, code) => {
    expect(referralCodeOfPath(pathname)).toBe(code)
  })
})
