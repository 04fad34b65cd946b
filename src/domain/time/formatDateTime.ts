import type { Locale } from '../locale'
import { formatUtcOffset } from './timezoneOptions'
import { utcOffsetMinutes } from './timezone'

/**
 * How an instant is written, always on the 24-hour clock:
 * - date      'January 15, 2026' / '15. Januar 2026'
 * - dateShort 'Jan 15, 2026' / '15. Jan. 2026'
 * - dateFull  'Thursday, January 15, 2026' / 'Donnerstag, 15. Januar 2026'
 * - time      '13:05'
 * - dateTime  'Jan 15, 2026, 13:05' / '15.01.2026, 13:05'
 */
export type InstantStyle = 'date' | 'dateShort' | 'dateFull' | 'time' | 'dateTime'

/**
 * How a calendar date ('yyyy-MM-dd') or month ('yyyy-MM') is written:
 * - weekdayShort  'Thu, Jan 15' / 'Do., 15. Jan.'
 * - weekdayLong   'Thursday, January 15' / 'Donnerstag, 15. Januar'
 * - date          'January 15, 2026' / '15. Januar 2026'
 * - dateShort     'Jan 15, 2026' / '15. Jan. 2026'
 * - monthYear     'Jan 2026' / 'Jan. 2026'
 * - month         'January' / 'Januar'
 */
export type CalendarStyle = 'weekdayShort' | 'weekdayLong' | 'date' | 'dateShort' | 'monthYear' | 'month'

type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>

const INSTANT_OPTIONS: Record<InstantStyle, Options> = {
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateShort: { day: 'numeric', month: 'short', year: 'numeric' },
  dateFull: { dateStyle: 'full' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
}

const CALENDAR_OPTIONS: Record<CalendarStyle, Options> = {
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  weekdayLong: { weekday: 'long', day: 'numeric', month: 'long' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateShort: { day: 'numeric', month: 'short', year: 'numeric' },
  monthYear: { month: 'short', year: 'numeric' },
  month: { month: 'long' },
}

// Calendar dates belong to no zone: they are read and written as UTC midnights, so no zone moves them a day.
const CALENDAR_ZONE = 'UTC'

/**
 * Content pages are prerendered once for every reader, so their dates (publication, effective from) are
 * days of the publisher's calendar rather than of a reader's zone.
 */
export const PUBLISHER_TIMEZONE = 'Europe/Berlin'

// Building a formatter costs far more than using one; lists format hundreds of rows with a few styles.
const formatters = new Map<string, Intl.DateTimeFormat>()
const MAX_CACHED_FORMATTERS = 500

function formatter(locale: Locale, timeZone: string, key: string, options: Options): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${timeZone}|${key}`
  let cached = formatters.get(cacheKey)
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear()
    formatters.set(cacheKey, cached)
  }
  return cached
}

function toInstant(value: Date | string | number): Date | null {
  const instant = value instanceof Date ? value : new Date(value)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** `instant` as a clock in `timeZone` shows it, in `locale`; '' for a value that is no instant. */
export function formatInstant(
  instant: Date | string | number,
  timeZone: string,
  locale: Locale,
  style: InstantStyle,
): string {
  const at = toInstant(instant)
  return at ? formatter(locale, timeZone, `instant:${style}`, INSTANT_OPTIONS[style]).format(at) : ''
}

export const formatDate = (instant: Date | string | number, timeZone: string, locale: Locale) =>
  formatInstant(instant, timeZone, locale, 'date')

export const formatTime = (instant: Date | string | number, timeZone: string, locale: Locale) =>
  formatInstant(instant, timeZone, locale, 'time')

export const formatDateTime = (instant: Date | string | number, timeZone: string, locale: Locale) =>
  formatInstant(instant, timeZone, locale, 'dateTime')

const CALENDAR_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/

function calendarMidnight(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value)
  if (!match) return null
  const [, year, month, day] = match
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1))
  return Number.isNaN(at.getTime()) ? null : at
}

/** A calendar date 'yyyy-MM-dd' (or month 'yyyy-MM'), the same day in every zone; '' when it is none. */
export function formatCalendarDate(value: string, locale: Locale, style: CalendarStyle): string {
  const at = calendarMidnight(value)
  return at ? formatter(locale, CALENDAR_ZONE, `calendar:${style}`, CALENDAR_OPTIONS[style]).format(at) : ''
}

/** 'Jan 12 – 18, 2026' / '12.–18. Jan. 2026': the days from `first` to `last`, both 'yyyy-MM-dd'. */
export function formatCalendarRange(first: string, last: string, locale: Locale): string {
  const from = calendarMidnight(first)
  const to = calendarMidnight(last) ?? from
  if (!from || !to) return ''
  return formatter(locale, CALENDAR_ZONE, 'calendar:dateShort', CALENDAR_OPTIONS.dateShort).formatRange(from, to)
}

/** 'Europe/Berlin (UTC+01:00)': the zone and its offset at `at`, as the site names the zone times are in. */
export function zoneLabel(timeZone: string, at: Date): string {
  return `${timeZone} (UTC${formatUtcOffset(utcOffsetMinutes(timeZone, at))})`
}
