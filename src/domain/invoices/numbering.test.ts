import { describe, expect, it } from 'vitest'

import { DOCUMENT_NUMBER_PATTERN } from './invoiceDocument'
import { documentYear, formatDocumentNumber } from './numbering'

describe('documentYear', () => {
  it.each([
    ['2026-12-31T22:59:59Z', 'Europe/Berlin', 2026],
    ['2026-12-31T23:00:00Z', 'Europe/Berlin', 2027],
    ['2027-06-30T22:30:00Z', 'Europe/Berlin', 2027],
    ['2026-12-31T23:30:00Z', 'UTC', 2026],
    ['2027-01-01T04:00:00Z', 'America/New_York', 2026],
  ])('%s in %s belongs to %i', (instant, timeZone, year) => {
    expect(documentYear(new Date(instant), timeZone)).toBe(year)
  })

  it('takes the issuer zone (Berlin) by default', () => {
    expect(documentYear(new Date('2026-12-31T23:15:00Z'))).toBe(2027)
  })
})

describe('formatDocumentNumber', () => {
  it.each([
    ['invoice', 2026, 1, 'INV-2026-000001'],
    ['invoice', 2026, 42, 'INV-2026-000042'],
    ['creditNote', 2027, 999_999, 'CN-2027-999999'],
    ['statement', 2026, 1_000_000, 'ST-2026-1000000'],
  ] as const)('%s %i #%i is %s', (series, year, sequence, number) => {
    expect(formatDocumentNumber(series, year, sequence)).toBe(number)
    expect(number).toMatch(DOCUMENT_NUMBER_PATTERN)
  })

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [1999, 1],
    [10_000, 1],
  ])('refuses year %i with sequence %d', (year, sequence) => {
    expect(() => formatDocumentNumber('invoice', year, sequence)).toThrow(RangeError)
  })
})
