import { describe, expect, it } from 'vitest'

import { quotePrice, type PromoCode } from '../money'
import { SAMPLE_ISSUER } from '../../../tests/fixtures/einvoice/sampleDocuments'
import { consultationInvoice, type BilledSession } from './consultationInvoice'

const company = { company: 'Martin Conseil', street: '12 rue de la Paix', postalCode: '75002', city: 'Paris' }

function session(input: {
  grossCents: number
  country: string
  b2b?: { vatId?: string }
  promo?: PromoCode
  startsAt?: string
}): BilledSession {
  const quote = quotePrice({
    grossCents: input.grossCents,
    isB2B: !!input.b2b,
    billingCountry: input.country,
    geoCountry: null,
    promo: input.promo,
  })
  const startsAt = new Date(input.startsAt ?? '2026-12-03T13:00:00Z')
  return {
    sessionType: '60MINUTES',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    consultantName: 'Jonas Weber',
    timeZone: 'Europe/Berlin',
    price: {
      netCents: quote.net,
      vatCents: quote.vat,
      discountCents: quote.discount,
      totalCents: quote.total,
      vatApplied: quote.vatApplied,
      isB2B: !!input.b2b,
      b2bCategory: quote.b2bCategory,
      billingCountry: input.country,
    },
    billedTo: { name: 'Lena Fischer', ...(input.b2b ? { ...company, ...input.b2b } : {}) },
  }
}

const invoice = (billed: BilledSession, locale: 'en' | 'de' = 'en') =>
  consultationInvoice({
    session: billed,
    issuer: SAMPLE_ISSUER,
    number: 'INV-2026-000001',
    issuedAt: new Date(),
    locale,
  })

describe('consultationInvoice', () => {
  it.each([
    // name, session, net, VAT, discount, total, category, statement
    [
      'consumer in Germany',
      session({ grossCents: 11900, country: 'DE' }),
      10000,
      1900,
      0,
      11900,
      'standard',
      'standardVat',
    ],
    [
      'consumer, 33.33 € and a 5 € promo code',
      session({ grossCents: 3333, country: 'DE', promo: { kind: 'fixed', amountCents: 500 } }),
      2801,
      532,
      500,
      2833,
      'standard',
      'standardVat',
    ],
    [
      'business in Germany: no VAT',
      session({
        grossCents: 3333,
        country: 'DE',
        b2b: { vatId: 'DE136695976' },
        promo: { kind: 'percent', percent: 15 },
      }),
      2801,
      0,
      420,
      2381,
      'reverseCharge',
      'reverseChargeDomestic',
    ],
    [
      'business in the EU pays German VAT (spec)',
      session({ grossCents: 3333, country: 'FR', b2b: { vatId: 'FR40303265045' } }),
      2801,
      532,
      0,
      3333,
      'standard',
      'standardVat',
    ],
    [
      'business outside the EU pays German VAT (spec)',
      session({ grossCents: 1999, country: 'US', b2b: {} }),
      1680,
      319,
      0,
      1999,
      'standard',
      'standardVat',
    ],
  ])('%s', (_name, billed, net, vat, discount, total, category, statement) => {
    const doc = invoice(billed)
    expect(doc).toMatchObject({
      netCents: net,
      vatCents: vat,
      discountCents: discount,
      totalCents: total,
      paidCents: total,
      vatCategory: category,
      statementKey: statement,
    })
    // The amounts are the booking's, as the money module priced them.
    expect([doc.netCents, doc.vatCents, doc.discountCents, doc.totalCents]).toEqual([
      billed.price.netCents,
      billed.price.vatCents,
      billed.price.discountCents,
      billed.price.totalCents,
    ])
  })

  it('bills a business by its company and VAT ID, a consumer by name and country only', () => {
    expect(invoice(session({ grossCents: 11900, country: 'FR', b2b: { vatId: 'FR40303265045' } })).customer).toEqual({
      name: 'Lena Fischer',
      company: 'Martin Conseil',
      addressLines: ['12 rue de la Paix'],
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
    })
    expect(invoice(session({ grossCents: 11900, country: 'AT' })).customer).toEqual({
      name: 'Lena Fischer',
      addressLines: [],
      country: 'AT',
    })
  })

  it("names the session, the consultant and the time on the customer's clock, in the customer's language", () => {
    // 23:30 UTC on 31 December is 00:30 on New Year's Day in Berlin.
    const late = session({ grossCents: 11900, country: 'DE', startsAt: '2026-12-31T23:30:00Z' })
    expect(invoice(late).lines[0]?.description).toBe(
      'Career consultation, 60 minutes with Jonas Weber, Friday, 1 January 2027, 00:30–01:30 (Europe/Berlin)',
    )
    expect(invoice(late, 'de').lines[0]?.description).toBe(
      'Karriereberatung, 60 Minuten mit Jonas Weber, Freitag, 1. Januar 2027, 00:30–01:30 Uhr (Europe/Berlin)',
    )
    expect(invoice(late).serviceDate).toBe('2026-12-31T23:30:00.000Z')
  })

  it('refuses a price that does not add up rather than print it', () => {
    const billed = session({ grossCents: 11900, country: 'DE' })
    expect(() => invoice({ ...billed, price: { ...billed.price, totalCents: 11800 } })).toThrow(/total/)
  })
})
