import { describe, expect, it } from 'vitest'

import { LOCALES } from '../locale'
import { calendarDate102, formatInvoiceDate, formatShortInvoiceDate } from './dates'
import { STATEMENT_KEYS } from './invoiceDocument'
import { INVOICE_LABELS, statementText } from './labels'

describe('statementText', () => {
  it.each(LOCALES.flatMap((locale) => STATEMENT_KEYS.map((key) => ({ locale, key }))))(
    '$key in $locale is a sentence of its own',
    ({ locale, key }) => {
      const text = statementText(key, locale, 19)
      expect(text).toMatch(/^\S.*\.$/)
      expect(LOCALES.filter((other) => other !== locale).map((other) => statementText(key, other, 19))).not.toContain(
        text,
      )
    },
  )

  it.each([
    { key: 'standardVat', locale: 'en', expected: 'The total includes 19 % German VAT.' },
    { key: 'standardVat', locale: 'de', expected: 'Im Gesamtbetrag sind 19 % Umsatzsteuer enthalten.' },
    {
      key: 'reverseChargeDomestic',
      locale: 'de',
      expected: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
    },
    { key: 'smallBusiness', locale: 'de', expected: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' },
  ] as const)('$key in $locale reads "$expected"', ({ key, locale, expected }) => {
    expect(statementText(key, locale, 19)).toBe(expected)
  })
})

describe('labels', () => {
  it.each([
    { locale: 'en', invoice: 'Invoice', creditNote: 'Credit note', vat: 'VAT 19 %' },
    { locale: 'de', invoice: 'Rechnung', creditNote: 'Rechnungskorrektur', vat: 'USt. 19 %' },
  ] as const)('$locale: titles and the VAT row', ({ locale, invoice, creditNote, vat }) => {
    const labels = INVOICE_LABELS[locale]
    expect(labels.title).toEqual({ invoice, creditNote })
    expect(labels.vat(19)).toBe(vat)
  })

  it('a credit note names the corrected invoice with its date when known', () => {
    expect(INVOICE_LABELS.en.correctsInvoice('CB-1', '2 March 2026')).toBe('Corrects invoice CB-1 of 2 March 2026')
    expect(INVOICE_LABELS.de.correctsInvoice('CB-1', null)).toBe('Korrigiert die Rechnung CB-1')
  })
})

describe('invoice dates are the calendar day in the given time zone', () => {
  it.each([
    {
      instant: '2026-03-28T23:30:00Z',
      zone: 'Europe/Berlin',
      date: '20260329',
      en: '29 March 2026',
      de: '29. März 2026',
    },
    {
      instant: '2026-03-28T23:30:00Z',
      zone: 'America/New_York',
      date: '20260328',
      en: '28 March 2026',
      de: '28. März 2026',
    },
    {
      instant: '2026-10-25T22:59:59Z',
      zone: 'Europe/Berlin',
      date: '20261025',
      en: '25 October 2026',
      de: '25. Oktober 2026',
    },
    {
      instant: '2026-12-31T18:45:00Z',
      zone: 'Asia/Kolkata',
      date: '20270101',
      en: '1 January 2027',
      de: '1. Januar 2027',
    },
  ])('$instant in $zone is $date', ({ instant, zone, date, en, de }) => {
    expect(calendarDate102(instant, zone)).toBe(date)
    expect(formatInvoiceDate(instant, 'en', zone)).toBe(en)
    expect(formatInvoiceDate(instant, 'de', zone)).toBe(de)
  })
})

describe('formatShortInvoiceDate', () => {
  it.each([
    ['2026-11-03T10:00:00Z', 'Europe/Berlin', '3 Nov 2026', '03.11.2026'],
    // 23:30 UTC on New Year's Eve is the next day in Berlin.
    ['2026-12-31T23:30:00Z', 'Europe/Berlin', '1 Jan 2027', '01.01.2027'],
  ])('%s in %s', (instant, zone, en, de) => {
    expect(formatShortInvoiceDate(instant, 'en', zone)).toBe(en)
    expect(formatShortInvoiceDate(instant, 'de', zone)).toBe(de)
  })
})
