import { describe, expect, it } from 'vitest'
import { EU_MEMBER_STATES, b2bCategory, isEuMemberState, isVatApplied, normalizeCountryCode } from './b2b'

describe('EU_MEMBER_STATES', () => {
  it('lists the 27 member states once each', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27)
    expect(new Set(EU_MEMBER_STATES).size).toBe(27)
  })

  it.each(['DE', 'AT', 'GR', 'el', 'EL ', ' fr ', 'hu'])('%s is a member state', (code) => {
    expect(isEuMemberState(code)).toBe(true)
  })

  it.each(['US', 'GB', 'CH', 'NO', '', '  ', null, undefined])('%s is not a member state', (code) => {
    expect(isEuMemberState(code)).toBe(false)
  })
})

describe('normalizeCountryCode', () => {
  it.each([
    { input: 'de', expected: 'DE' },
    { input: ' at ', expected: 'AT' },
    { input: 'EL', expected: 'GR' },
    { input: 'el', expected: 'GR' },
    { input: 'us', expected: 'US' },
    { input: '', expected: null },
    { input: '   ', expected: null },
    { input: null, expected: null },
    { input: undefined, expected: null },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(normalizeCountryCode(input)).toBe(expected)
  })
})

describe('b2bCategory', () => {
  it.each([
    { billing: 'DE', geo: 'DE', expected: 'B2B_DE' },
    { billing: 'DE', geo: null, expected: 'B2B_DE' },
    { billing: null, geo: 'DE', expected: 'B2B_DE' },
    { billing: 'de', geo: 'US', expected: 'B2B_DE' },
    { billing: 'US', geo: 'de', expected: 'B2B_DE' },
    { billing: 'AT', geo: 'DE', expected: 'B2B_DE' },
    { billing: 'AT', geo: null, expected: 'B2B_EU' },
    { billing: null, geo: 'at', expected: 'B2B_EU' },
    { billing: 'EL', geo: null, expected: 'B2B_EU' },
    { billing: 'GR', geo: 'US', expected: 'B2B_EU' },
    { billing: 'US', geo: 'el', expected: 'B2B_EU' },
    { billing: 'US', geo: null, expected: 'B2B_NON_EU' },
    { billing: 'US', geo: 'GB', expected: 'B2B_NON_EU' },
    { billing: null, geo: null, expected: 'B2B_NON_EU' },
    { billing: '', geo: '', expected: 'B2B_NON_EU' },
  ])('billing $billing, geo $geo -> $expected', ({ billing, geo, expected }) => {
    expect(b2bCategory(billing, geo)).toBe(expected)
  })
})

describe('isVatApplied', () => {
  it.each([
    { isB2B: false, billingCountry: 'DE', geoCountry: 'DE', expected: true },
    { isB2B: false, billingCountry: null, geoCountry: null, expected: true },
    { isB2B: true, billingCountry: 'DE', geoCountry: null, expected: false },
    { isB2B: true, billingCountry: null, geoCountry: 'DE', expected: false },
    { isB2B: true, billingCountry: 'de', geoCountry: 'AT', expected: false },
    { isB2B: true, billingCountry: 'AT', geoCountry: 'AT', expected: true },
    { isB2B: true, billingCountry: 'EL', geoCountry: null, expected: true },
    { isB2B: true, billingCountry: 'US', geoCountry: null, expected: true },
    { isB2B: true, billingCountry: null, geoCountry: null, expected: true },
    { isB2B: true, billingCountry: '', geoCountry: '', expected: true },
  ])('isB2B $isB2B, billing $billingCountry, geo $geoCountry -> $expected', ({ expected, ...context }) => {
    expect(isVatApplied(context)).toBe(expected)
  })
})
