import { describe, expect, it } from 'vitest'

import { earningTypeKey, walletDate, walletEuro } from './walletDisplay'

describe('wallet display', () => {
  it.each([
    { type: 'consultation', key: 'consultation' },
    { type: 'referral referrer', key: 'referralReferrer' },
    { type: 'referral referred', key: 'referralReferred' },
    { type: 'others', key: 'others' },
    { type: 'refund', key: 'refund' },
  ] as const)('$type → $key', ({ type, key }) => {
    expect(earningTypeKey(type)).toBe(key)
  })

  it.each([
    // Late evening UTC is the next day in Berlin.
    { iso: '2026-03-28T23:30:00.000Z', locale: 'en', zone: 'Europe/Berlin', date: '29 March 2026' },
    { iso: '2026-03-28T23:30:00.000Z', locale: 'en', zone: 'UTC', date: '28 March 2026' },
    { iso: '2026-10-25T12:00:00.000Z', locale: 'de', zone: 'Europe/Berlin', date: '25 Oktober 2026' },
    { iso: 'not a date', locale: 'en', zone: 'UTC', date: '' },
  ] as const)('$iso in $zone ($locale) → "$date"', ({ iso, locale, zone, date }) => {
    expect(walletDate(iso, locale, zone)).toBe(date)
  })

  it.each([
    { euro: 37.5, locale: 'en', text: '€37.50' },
    { euro: 7.13, locale: 'de', text: '7,13\u00a0€' },
    { euro: 0, locale: 'en', text: '€0.00' },
  ] as const)('$euro ($locale) → $text', ({ euro, locale, text }) => {
    expect(walletEuro(euro, locale)).toBe(text)
  })
})
