import { describe, expect, it } from 'vitest'

import { statementDocument } from '@/domain/invoices'
import { readBack } from '../../../../tests/fixtures/einvoice/readBack'
import { SAMPLE_ISSUER } from '../../../../tests/fixtures/einvoice/sampleDocuments'
import { renderStatementPdf } from './renderStatementPdf'

const statement = (locale: 'en' | 'de') =>
  statementDocument({
    number: 'ST-2026-000001',
    issueDate: '2026-12-01T02:00:00Z',
    periodStart: '2026-10-31T23:00:00Z',
    periodEnd: '2026-11-30T23:00:00Z',
    issuer: SAMPLE_ISSUER,
    consultant: { name: 'Jonas Weber', email: 'jonas@example.com', taxIdentificationNumber: '12345678901' },
    rows: [
      {
        date: '2026-11-03T10:00:00Z',
        kind: 'consultation',
        counterpart: 'Lena Fischer',
        netCents: 7500,
        vatCents: 1425,
      },
      { date: '2026-11-20T10:00:00Z', kind: 'refund', counterpart: 'Lena Fischer', netCents: -630, vatCents: -120 },
    ],
    locale,
  })

describe('statement PDF', () => {
  it('says Gutschrift and shows the period, the rows and the totals the document holds (German)', async () => {
    const text = (await readBack(await renderStatementPdf(statement('de'), new Date()))).pages.join(' ')
    for (const expected of [
      'Gutschrift',
      'ST-2026-000001',
      '1. November 2026 – 30. November 2026',
      'Sitzung mit Lena Fischer',
      '75,00 €',
      '-6,30 €',
      '68,70 €',
      '13,05 €',
      '81,75 €',
      'Steuer-ID: 12345678901',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('in English too, still called a Gutschrift', async () => {
    const text = (await readBack(await renderStatementPdf(statement('en'), new Date()))).pages.join(' ')
    for (const expected of [
      'Gutschrift (statement)',
      'Session with Lena Fischer',
      '€68.70',
      'Self-billing credit note',
    ]) {
      expect(text).toContain(expected)
    }
  })
})
