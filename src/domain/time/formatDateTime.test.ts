import { describe, expect, it } from 'vitest'

import {
  formatCalendarDate,
  formatCalendarRange,
  formatDate,
  formatDateTime,
  formatInstant,
  formatTime,
  zoneLabel,
  type CalendarStyle,
  type InstantStyle,
} from './formatDateTime'

// Intl separates some parts with narrow or thin no-break spaces; the tables below are written with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ')

describe('formatInstant', () => {
  it.each([
    // A Berlin evening is already the next day in Kolkata and still the afternoon in New York.
    ['2026-01-15T22:30:00Z', 'Europe/Berlin', 'en', 'dateTime', 'Jan 15, 2026, 23:30'],
    ['2026-01-15T22:30:00Z', 'Europe/Berlin', 'de', 'dateTime', '15.01.2026, 23:30'],
    ['2026-01-15T22:30:00Z', 'Asia/Kolkata', 'en', 'dateTime', 'Jan 16, 2026, 04:00'],
    ['2026-01-15T22:30:00Z', 'America/New_York', 'de', 'dateTime', '15.01.2026, 17:30'],
    ['2026-01-15T22:30:00Z', 'Australia/Adelaide', 'en', 'date', 'January 16, 2026'],
    ['2026-01-15T22:30:00Z', 'UTC', 'de', 'date', '15. Januar 2026'],
    ['2026-01-15T22:30:00Z', 'Asia/Kolkata', 'de', 'dateShort', '16. Jan. 2026'],
    // Midnight boundaries: the last and the first minute of a Berlin day.
    ['2026-01-15T22:59:00Z', 'Europe/Berlin', 'en', 'dateTime', 'Jan 15, 2026, 23:59'],
    ['2026-01-15T23:00:00Z', 'Europe/Berlin', 'en', 'dateTime', 'Jan 16, 2026, 00:00'],
    ['2026-01-15T23:00:00Z', 'Europe/Berlin', 'de', 'dateFull', 'Freitag, 16. Januar 2026'],
    ['2026-01-15T23:00:00Z', 'Europe/London', 'en', 'dateFull', 'Thursday, January 15, 2026'],
    // Berlin springs forward on 2026-03-29 (02:00 → 03:00) and falls back on 2026-10-25 (03:00 → 02:00).
    ['2026-03-29T00:59:00Z', 'Europe/Berlin', 'en', 'time', '01:59'],
    ['2026-03-29T01:00:00Z', 'Europe/Berlin', 'en', 'time', '03:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', 'de', 'time', '02:30'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', 'de', 'time', '02:30'],
    ['2026-03-08T07:00:00Z', 'America/New_York', 'en', 'dateTime', 'Mar 8, 2026, 03:00'],
    ['2026-04-05T16:30:00Z', 'Australia/Adelaide', 'en', 'time', '02:00'],
  ] as const)('%s in %s (%s, %s) is %s', (iso, zone, locale, style, expected) => {
    expect(plain(formatInstant(iso, zone, locale, style as InstantStyle))).toBe(expected)
  })

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const iso = '2026-07-01T10:15:00Z'
    const expected = '12:15'
    expect(formatTime(iso, 'Europe/Berlin', 'en')).toBe(expected)
    expect(formatTime(new Date(iso), 'Europe/Berlin', 'en')).toBe(expected)
    expect(formatTime(Date.parse(iso), 'Europe/Berlin', 'en')).toBe(expected)
  })

  it('names the shorthands after the styles they use', () => {
    const at = '2026-07-01T10:15:00Z'
    expect(formatDate(at, 'Europe/Berlin', 'de')).toBe(formatInstant(at, 'Europe/Berlin', 'de', 'date'))
    expect(formatDateTime(at, 'Europe/Berlin', 'de')).toBe(formatInstant(at, 'Europe/Berlin', 'de', 'dateTime'))
  })

  it('answers an empty text for a value that is no instant', () => {
    expect(formatDateTime('not a date', 'Europe/Berlin', 'en')).toBe('')
    expect(formatDate(Number.NaN, 'Europe/Berlin', 'de')).toBe('')
  })

  it('keeps zones apart when a formatter was made for another one', () => {
    const at = '2026-01-15T12:00:00Z'
    expect(formatTime(at, 'Europe/Berlin', 'en')).toBe('13:00')
    expect(formatTime(at, 'Asia/Kolkata', 'en')).toBe('17:30')
    expect(formatTime(at, 'Europe/Berlin', 'en')).toBe('13:00')
  })
})

describe('formatCalendarDate', () => {
  it.each([
    ['2026-01-15', 'en', 'weekdayShort', 'Thu, Jan 15'],
    ['2026-01-15', 'de', 'weekdayShort', 'Do., 15. Jan.'],
    ['2026-03-29', 'en', 'weekdayLong', 'Sunday, March 29'],
    ['2026-10-25', 'de', 'weekdayLong', 'Sonntag, 25. Oktober'],
    ['1990-12-31', 'en', 'date', 'December 31, 1990'],
    ['2026-01-01', 'de', 'date', '1. Januar 2026'],
    ['2026-01-19', 'en', 'dateShort', 'Jan 19, 2026'],
    ['2026-01-19', 'de', 'dateShort', '19. Jan. 2026'],
    ['2019-09', 'en', 'monthYear', 'Sep 2019'],
    ['2019-09', 'de', 'monthYear', 'Sept. 2019'],
  ] as const)('%s (%s, %s) is %s', (value, locale, style, expected) => {
    expect(plain(formatCalendarDate(value, locale, style as CalendarStyle))).toBe(expected)
  })

  it('answers an empty text for anything but a calendar date', () => {
    expect(formatCalendarDate('', 'en', 'date')).toBe('')
    expect(formatCalendarDate('2026-01-15T10:00:00Z', 'en', 'date')).toBe('')
  })

  it('writes a week as a range, across a month end too', () => {
    expect(plain(formatCalendarRange('2026-01-12', '2026-01-18', 'en'))).toBe('Jan 12 – 18, 2026')
    expect(plain(formatCalendarRange('2026-01-26', '2026-02-01', 'de'))).toBe('26. Jan. – 1. Feb. 2026')
  })
})

describe('zoneLabel', () => {
  it.each([
    ['Europe/Berlin', '2026-01-15T12:00:00Z', 'Europe/Berlin (UTC+01:00)'],
    ['Europe/Berlin', '2026-07-15T12:00:00Z', 'Europe/Berlin (UTC+02:00)'],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 'Asia/Kolkata (UTC+05:30)'],
    ['America/New_York', '2026-01-15T12:00:00Z', 'America/New_York (UTC-05:00)'],
  ])('%s at %s is %s', (zone, at, expected) => {
    expect(zoneLabel(zone, new Date(at))).toBe(expected)
  })
})
