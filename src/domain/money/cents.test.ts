import { describe, expect, it } from 'vitest'
import { euroOrNull, formatEuro, toCents, toEuro } from './cents'

describe('toCents', () => {
  it.each([
    { euro: 0, cents: 0 },
    { euro: -0, cents: 0 },
    { euro: 0.5, cents: 50 },
    { euro: 1, cents: 100 },
    { euro: 4999, cents: 499900 },
    { euro: 4999.99, cents: 499999 },
    { euro: 0.1 + 0.2, cents: 30 },
    { euro: 19.99, cents: 1999 },
    { euro: 1.005, cents: 101 },
    { euro: 0.125, cents: 13 },
    { euro: 0.124, cents: 12 },
    { euro: 0.004, cents: 0 },
    { euro: 0.005, cents: 1 },
    { euro: -0.005, cents: -1 },
    { euro: -0.004, cents: 0 },
    { euro: -1.005, cents: -101 },
    { euro: -2.5, cents: -250 },
  ])('$euro euro -> $cents cents', ({ euro, cents }) => {
    expect(toCents(euro)).toBe(cents)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300])('rejects %s', (euro) => {
    expect(() => toCents(euro)).toThrow(RangeError)
  })
})

describe('toEuro', () => {
  it.each([
    { cents: 0, euro: 0 },
    { cents: 1, euro: 0.01 },
    { cents: 50, euro: 0.5 },
    { cents: 420084, euro: 4200.84 },
    { cents: 499900, euro: 4999 },
    { cents: -1999, euro: -19.99 },
  ])('$cents cents -> $euro euro', ({ cents, euro }) => {
    expect(toEuro(cents)).toBe(euro)
  })

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (cents) => {
    expect(() => toEuro(cents)).toThrow(RangeError)
  })

  it.each([0, 1, 5, 99, 1999, 420084, 499900])('round-trips %s cents', (cents) => {
    expect(toCents(toEuro(cents))).toBe(cents)
  })
})

describe('formatEuro', () => {
  const nbsp = '\u00a0'
  it.each([
    { cents: 0, locale: 'en' as const, text: '€0.00' },
    { cents: 50, locale: 'en' as const, text: '€0.50' },
    { cents: 499900, locale: 'en' as const, text: '€4,999.00' },
    { cents: 0, locale: 'de' as const, text: `0,00${nbsp}€` },
    { cents: 50, locale: 'de' as const, text: `0,50${nbsp}€` },
    { cents: 499900, locale: 'de' as const, text: `4.999,00${nbsp}€` },
  ])('$cents cents in $locale -> $text', ({ cents, locale, text }) => {
    expect(formatEuro(cents, locale)).toBe(text)
  })
})

describe('euroOrNull', () => {
  it.each([
    [4550, 45.5],
    [0, 0],
    [null, null],
    [undefined, null],
  ])('%s → %s', (cents, euro) => {
    expect(euroOrNull(cents)).toBe(euro)
  })
})
