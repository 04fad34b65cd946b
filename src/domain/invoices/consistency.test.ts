import { describe, expect, it } from 'vitest'

import { InvalidInvoiceDocumentError, invoiceInconsistencies, parseInvoiceDocument } from './consistency'
import type { InvoiceDocument } from './invoiceDocument'
import { SAMPLE_CUSTOMERS, sampleDocument } from '../../../tests/fixtures/einvoice/sampleDocuments'
import { sampleScenarios } from '../../../tests/fixtures/einvoice/sampleScenarios'

const consumer = sampleDocument({
  customer: SAMPLE_CUSTOMERS.consumerDe,
  isB2B: false,
  sessions: [{ description: 'Session', grossCents: 3333 }],
  promo: { kind: 'fixed', amountCents: 500 },
})
const business = (overrides: Partial<InvoiceDocument>): InvoiceDocument => ({
  ...sampleDocument({
    customer: SAMPLE_CUSTOMERS.businessDe,
    isB2B: true,
    sessions: [{ description: 'Session', grossCents: 3333 }],
  }),
  ...overrides,
})

describe('a document whose amounts come from the money module', () => {
  it.each(sampleScenarios())('$name: is accepted as it is', ({ doc }) => {
    expect(invoiceInconsistencies(doc)).toEqual([])
    expect(parseInvoiceDocument(doc)).toEqual(doc)
  })
})

describe('a document whose parts do not agree is refused', () => {
  it.each([
    {
      change: 'a line net changed',
      doc: { ...consumer, lines: [{ ...consumer.lines[0]!, netCents: 2800 }] },
      problem: 'lines add up to 2800',
    },
    {
      change: 'total off by a cent',
      doc: { ...consumer, totalCents: consumer.totalCents + 1 },
      problem: 'net + VAT - discount',
    },
    { change: 'discount not taken off', doc: { ...consumer, discountCents: 0 }, problem: 'net + VAT - discount' },
    {
      change: 'paid more than the total',
      doc: { ...consumer, paidCents: consumer.totalCents + 1 },
      problem: 'more than the total',
    },
    {
      change: 'VAT at 7 % with 19 % stated',
      doc: { ...consumer, vatCents: 196, totalCents: 2801 + 196 - 500 },
      problem: 'is not 19 %',
    },
    { change: 'standard VAT at 0 %', doc: { ...consumer, vatRatePercent: 0 }, problem: 'rate above 0 %' },
    {
      change: 'reverse charge with VAT',
      doc: business({ vatCents: 532, totalCents: 3333 }),
      problem: 'rate and VAT must be 0',
    },
    { change: 'reverse charge at 19 %', doc: business({ vatRatePercent: 19 }), problem: 'rate and VAT must be 0' },
    {
      change: 'statement of another treatment',
      doc: { ...consumer, statementKey: 'reverseChargeEu' as const },
      problem: 'does not fit standard',
    },
    {
      change: 'reverse charge without customer VAT ID',
      doc: business({ customer: { ...SAMPLE_CUSTOMERS.businessDe, vatId: undefined } }),
      problem: 'customer VAT ID',
    },
    {
      change: 'not taxable without the issuer register entry',
      doc: business({
        vatCategory: 'notSubjectToVat',
        statementKey: 'notTaxableOutsideEu',
        issuer: { ...consumer.issuer, legalRegistrationId: undefined },
      }),
      problem: 'legal registration ID',
    },
    {
      change: 'credit note without the invoice it corrects',
      doc: { ...consumer, kind: 'creditNote' as const },
      problem: 'names the invoice it corrects',
    },
    {
      change: 'invoice with a preceding invoice',
      doc: { ...consumer, precedingInvoiceNumber: 'CB-1' },
      problem: 'has no preceding invoice',
    },
    {
      change: 'preceding date without number',
      doc: { ...consumer, precedingInvoiceIssueDate: '2026-03-01T10:00:00Z' },
      problem: 'needs the preceding invoice number',
    },
  ])('$change', ({ doc, problem }) => {
    expect(invoiceInconsistencies(doc).join('\n')).toContain(problem)
    expect(() => parseInvoiceDocument(doc)).toThrow(InvalidInvoiceDocumentError)
  })
})

describe('a malformed document is refused by its schema', () => {
  it.each([
    { field: 'cents with a fraction', doc: { ...consumer, vatCents: 532.5 }, path: 'vatCents' },
    { field: 'negative cents', doc: { ...consumer, discountCents: -500 }, path: 'discountCents' },
    {
      field: 'quantity 2',
      doc: { ...consumer, lines: [{ ...consumer.lines[0]!, quantity: 2 }] },
      path: 'lines.0.quantity',
    },
    { field: 'no lines', doc: { ...consumer, lines: [] }, path: 'lines' },
    { field: 'unknown time zone', doc: { ...consumer, timeZone: 'Europe/Atlantis' }, path: 'timeZone' },
    { field: 'date without offset', doc: { ...consumer, issueDate: '2026-03-29' }, path: 'issueDate' },
    {
      field: 'lower-case country',
      doc: { ...consumer, customer: { ...consumer.customer, country: 'de' } },
      path: 'customer.country',
    },
    { field: 'number with a space', doc: { ...consumer, number: 'CB 1' }, path: 'number' },
    { field: 'another currency', doc: { ...consumer, currency: 'USD' }, path: 'currency' },
    { field: 'an unknown field', doc: { ...consumer, grossCents: 3333 }, path: 'document' },
  ])('$field', ({ doc, path }) => {
    let error: unknown
    try {
      parseInvoiceDocument(doc)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InvalidInvoiceDocumentError)
    expect((error as InvalidInvoiceDocumentError).problems.join('\n')).toContain(`${path}:`)
  })
})
