import { describe, expect, it } from 'vitest'

import { quotePrice } from '../money'
import { consultationInvoice } from './consultationInvoice'
import { SAMPLE_ISSUER } from '../../../tests/fixtures/einvoice/sampleDocuments'
import { creditNoteFor, creditedAmounts, type DocumentAmounts } from './creditNote'

const amountsOf = (grossCents: number, isB2B: boolean, promoCents = 0): DocumentAmounts => {
  const quote = quotePrice({
    grossCents,
    isB2B,
    billingCountry: 'DE',
    geoCountry: null,
    promo: promoCents ? { kind: 'fixed', amountCents: promoCents } : null,
  })
  return { netCents: quote.net, vatCents: quote.vat, discountCents: quote.discount, totalCents: quote.total }
}

const sum = (parts: DocumentAmounts[]) =>
  parts.reduce(
    (total, part) => ({
      netCents: total.netCents + part.netCents,
      vatCents: total.vatCents + part.vatCents,
      discountCents: total.discountCents + part.discountCents,
      totalCents: total.totalCents + part.totalCents,
    }),
    { netCents: 0, vatCents: 0, discountCents: 0, totalCents: 0 },
  )

describe('creditedAmounts', () => {
  it.each([
    ['119.00 with VAT', amountsOf(11900, false)],
    ['33.33 with VAT and a 5 € promo code', amountsOf(3333, false, 500)],
    ['a German business, no VAT', amountsOf(3333, true, 500)],
    ['19.99 with VAT', amountsOf(1999, false)],
  ])('%s: a full refund credits exactly the invoice', (_name, invoice) => {
    expect(creditedAmounts(invoice, 0, invoice.totalCents)).toEqual(invoice)
  })

  it.each([
    ['three partial refunds', [1000, 777, 1]],
    ['one cent at a time at first', [1, 1, 1, 2000]],
    ['more than is left', [2000, 5000]],
  ])('%s add up to no more than the invoice, each net + VAT − discount = refund', (_name, refunds) => {
    const invoice = amountsOf(3333, false, 500)
    let before = 0
    const parts = refunds.map((refund) => {
      const part = creditedAmounts(invoice, before, refund)
      expect(part.netCents + part.vatCents - part.discountCents).toBe(part.totalCents)
      before += refund
      return part
    })
    const credited = sum(parts)
    expect(credited.totalCents).toBe(Math.min(before, invoice.totalCents))
    if (before >= invoice.totalCents) expect(credited).toEqual(invoice)
  })

  it('credits nothing once all was credited', () => {
    const invoice = amountsOf(11900, false)
    expect(creditedAmounts(invoice, 11900, 500)).toEqual({ netCents: 0, vatCents: 0, discountCents: 0, totalCents: 0 })
  })
})

describe('creditNoteFor', () => {
  const invoice = consultationInvoice({
    session: {
      sessionType: '30MINUTES',
      startsAt: new Date('2026-12-03T13:00:00Z'),
      endsAt: new Date('2026-12-03T13:30:00Z'),
      consultantName: 'Jonas Weber',
      timeZone: 'Europe/Berlin',
      price: {
        ...amountsOf(3333, false, 500),
        vatApplied: true,
        isB2B: false,
        b2bCategory: null,
        billingCountry: 'DE',
      },
      billedTo: { name: 'Lena Fischer' },
    },
    issuer: SAMPLE_ISSUER,
    number: 'INV-2026-000007',
    issuedAt: new Date('2026-11-28T10:00:00Z'),
    locale: 'de',
  })

  it('names the invoice it corrects and keeps its parties, treatment and language', () => {
    const note = creditNoteFor({
      invoice,
      number: 'CN-2026-000001',
      issuedAt: new Date('2026-11-30T10:00:00Z'),
      refundedBeforeCents: 0,
      refundCents: 1000,
    })
    expect(note).toMatchObject({
      kind: 'creditNote',
      number: 'CN-2026-000001',
      issueDate: '2026-11-30T10:00:00.000Z',
      precedingInvoiceNumber: 'INV-2026-000007',
      precedingInvoiceIssueDate: '2026-11-28T10:00:00.000Z',
      customer: invoice.customer,
      issuer: invoice.issuer,
      vatCategory: 'standard',
      statementKey: 'standardVat',
      locale: 'de',
      totalCents: 1000,
      paidCents: 1000,
    })
    expect(note.lines).toEqual([
      { description: `Erstattung: ${invoice.lines[0]?.description}`, quantity: 1, netCents: note.netCents },
    ])
  })
})
