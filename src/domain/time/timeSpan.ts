import { de as deLocale, enGB } from 'date-fns/locale'
import { formatInTimeZone } from 'date-fns-tz'

import type { Locale } from '../locale'

const SPAN_FORMATS: Record<Locale, { day: string; time: string; suffix: string }> = {
  en: { day: 'EEEE, d MMMM yyyy', time: 'HH:mm', suffix: '' },
  de: { day: 'EEEE, d. MMMM yyyy', time: 'HH:mm', suffix: ' Uhr' },
}

/**
 * "Monday, 1 March 2027, 10:00–11:00 (Europe/Berlin)": a span of time (a session, a webinar) as a clock in
 * `timeZone` shows it, for emails, invoices and calendar notes, where the zone must be said.
 */
export function formatTimeSpan(start: Date, end: Date, timeZone: string, locale: Locale): string {
  const format = SPAN_FORMATS[locale]
  const options = { locale: locale === 'de' ? deLocale : enGB }
  const day = formatInTimeZone(start, timeZone, format.day, options)
  const from = formatInTimeZone(start, timeZone, format.time, options)
  const to = formatInTimeZone(end, timeZone, format.time, options)
  return `${day}, ${from}–${to}${format.suffix} (${timeZone})`
}
