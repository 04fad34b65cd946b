import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { formatCalendarDate } from '@/domain/time'

/** Labels of calendar dates ('yyyy-MM-dd'), which no zone may move to another day. */
export function dateLabels(locale: string) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  return {
    short: (date: string) => formatCalendarDate(date, language, 'weekdayShort'),
    long: (date: string) => formatCalendarDate(date, language, 'weekdayLong'),
    plain: (date: string) => formatCalendarDate(date, language, 'date'),
  }
}
