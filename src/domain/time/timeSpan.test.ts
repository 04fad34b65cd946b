import { describe, expect, it } from 'vitest'

import type { Locale } from '../locale'
import { formatTimeSpan } from './timeSpan'

const start = new Date('2027-03-01T09:00:00.000Z')
const end = new Date('2027-03-01T10:00:00.000Z')

describe('formatTimeSpan', () => {
  it.each<[string, Locale, string]>([
    ['Europe/Berlin', 'en', 'Monday, 1 March 2027, 10:00–11:00 (Europe/Berlin)'],
    ['Europe/Berlin', 'de', 'Montag, 1. März 2027, 10:00–11:00 Uhr (Europe/Berlin)'],
    ['America/New_York', 'en', 'Monday, 1 March 2027, 04:00–05:00 (America/New_York)'],
    ['Asia/Kolkata', 'de', 'Montag, 1. März 2027, 14:30–15:30 Uhr (Asia/Kolkata)'],
    ['Pacific/Auckland', 'en', 'Monday, 1 March 2027, 22:00–23:00 (Pacific/Auckland)'],
    ['Pacific/Honolulu', 'de', 'Sonntag, 28. Februar 2027, 23:00–00:00 Uhr (Pacific/Honolulu)'],
  ])('in %s (%s): %s', (zone, locale, expected) => {
    expect(formatTimeSpan(start, end, zone, locale)).toBe(expected)
  })

  it('follows a clock change inside the session (Berlin, 2026-10-25)', () => {
    const from = new Date('2026-10-25T00:30:00.000Z')
    const to = new Date('2026-10-25T01:30:00.000Z')
    expect(formatTimeSpan(from, to, 'Europe/Berlin', 'en')).toBe('Sunday, 25 October 2026, 02:30–02:30 (Europe/Berlin)')
  })
})
