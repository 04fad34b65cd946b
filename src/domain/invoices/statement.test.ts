import { describe, expect, it } from 'vitest'

import { SAMPLE_ISSUER } from '../../../tests/fixtures/einvoice/sampleDocuments'
import {
  formatStatementPeriod,
  previousMonth,
  STATEMENT_ROW_KIND_OF,
  statementDocument,
  type StatementInput,
} from './statement'
import { EARNING_TYPES } from '../wallet/earningTypes'

describe('previousMonth', () => {
  it.each([
    // now (UTC), year, month, start (UTC), end (UTC)
    ['2026-12-01T02:00:00Z', 2026, 11, '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    // 23:30 UTC on 31 December is already January in Berlin: December is the month before.
    ['2026-12-31T23:30:00Z', 2026, 12, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['2027-01-15T12:00:00Z', 2026, 12, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    // March holds the change to summer time: it starts at +01:00 and April at +02:00.
    ['2027-04-01T08:00:00Z', 2027, 3, '2027-02-28T23:00:00.000Z', '2027-03-31T22:00:00.000Z'],
  ])('at %s: %i-%i', (now, year, month, start, end) => {
    const period = previousMonth(new Date(now))
    expect(period).toMatchObject({ year, month })
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual([start, end])
  })
})

const input: StatementInput = {
  number: 'ST-2026-000001',
  issueDate: '2026-12-01T02:00:00Z',
  periodStart: '2026-10-31T23:00:00Z',
  periodEnd: '2026-11-30T23:00:00Z',
  issuer: SAMPLE_ISSUER,
  consultant: { name: 'Jonas Weber', email: 'jonas@example.com' },
  rows: [
    { date: '2026-11-20T10:00:00Z', kind: 'refund', counterpart: 'Lena Fischer', netCents: -630, vatCents: -120 },
    { date: '2026-11-03T10:00:00Z', kind: 'consultation', counterpart: 'Lena Fischer', netCents: 7500, vatCents: 1425 },
    { date: '2026-11-10T10:00:00Z', kind: 'referral', counterpart: '', netCents: 1000, vatCents: 0 },
  ],
  locale: 'de',
}

describe('statementDocument', () => {
  it('lists the rows by date and totals them as stored, refunds deducted', () => {
    const doc = statementDocument(input)
    expect(doc.rows.map((row) => row.kind)).toEqual(['consultation', 'referral', 'refund'])
    expect(doc).toMatchObject({ netCents: 7870, vatCents: 1305, timeZone: 'Europe/Berlin' })
  })

  it('refuses a malformed statement', () => {
    expect(() => statementDocument({ ...input, number: 'no spaces allowed' })).toThrow()
    expect(() => statementDocument({ ...input, consultant: { name: '', email: 'x@example.com' } })).toThrow()
  })
})

describe('formatStatementPeriod', () => {
  it.each([
    [2031, 1, 'en', 'January 2031'],
    [2031, 1, 'de', 'Januar 2031'],
    [2026, 12, 'de', 'Dezember 2026'],
  ] as const)('%i-%i in %s', (year, month, locale, expected) => {
    expect(formatStatementPeriod(year, month, locale)).toBe(expected)
  })
})

describe('STATEMENT_ROW_KIND_OF', () => {
  it.each([
    ['consultation', 'consultation'],
    ['referral referrer', 'referral'],
    ['referral referred', 'referral'],
    ['refund', 'refund'],
    ['others', 'other'],
  ] as const)('a %s ledger row is a %s row', (type, kind) => {
    expect(STATEMENT_ROW_KIND_OF[type]).toBe(kind)
  })

  it('names a row kind for every ledger type', () => {
    expect(Object.keys(STATEMENT_ROW_KIND_OF).sort()).toEqual([...EARNING_TYPES].sort())
  })
})
