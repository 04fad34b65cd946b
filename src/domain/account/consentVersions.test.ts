import { describe, expect, it } from 'vitest'

import { compareConsentVersions, needsRenewal, newestVersion } from './consentVersions'

describe('compareConsentVersions', () => {
  it.each([
    ['1.0', '1.0', 0],
    ['1.0', '1.3', -1],
    ['1.10', '1.9', 1],
    ['2.0', '1.12', 1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareConsentVersions(a, b))).toBe(sign)
  })
})

describe('newestVersion', () => {
  it.each([
    [[], null],
    [['1.0'], '1.0'],
    [['1.3', '1.10', '1.9'], '1.10'],
  ])('%j → %s', (versions, newest) => {
    expect(newestVersion(versions)).toBe(newest)
  })
})

describe('needsRenewal', () => {
  it.each([
    [undefined, '1.1', false],
    [{ status: 'optin' as const, version: '1.0' }, '1.1', true],
    [{ status: 'optin' as const, version: '1.1' }, '1.1', false],
    [{ status: 'optout' as const, version: '1.0' }, '1.1', false],
  ])('%j with current %s → %s', (latest, current, expected) => {
    expect(needsRenewal(latest, current)).toBe(expected)
  })
})
