import { formatInTimeZone } from 'date-fns-tz'
import { de, enGB } from 'date-fns/locale'

import type { Locale } from '../locale'

/** The calendar day of an instant in a time zone, as CII date format 102 (yyyyMMdd). */
export function calendarDate102(instant: string, timeZone: string): string {
  return formatInTimeZone(new Date(instant), timeZone, 'yyyyMMdd')
}

// The product's date format 'd MMMM yyyy', with the ordinal dot a German date is written with.
const DATE_PATTERNS: Record<Locale, string> = { en: 'd MMMM yyyy', de: 'd. MMMM yyyy' }

/** An invoice date as printed ('29 March 2026', '29. März 2026'), in the given time zone. */
export function formatInvoiceDate(instant: string, locale: Locale, timeZone: string): string {
  return formatInTimeZone(new Date(instant), timeZone, DATE_PATTERNS[locale], { locale: locale === 'de' ? de : enGB })
}

const SHORT_PATTERNS: Record<Locale, string> = { en: 'd MMM yyyy', de: 'dd.MM.yyyy' }

/** A date in a table row ('3 Nov 2026', '03.11.2026'), in the given time zone. */
export function formatShortInvoiceDate(instant: string, locale: Locale, timeZone: string): string {
  return formatInTimeZone(new Date(instant), timeZone, SHORT_PATTERNS[locale], { locale: locale === 'de' ? de : enGB })
}
