import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import type { SessionType } from '@/domain/scheduling'
import { formatInstant, zoneLabel as zoneLabelAt } from '@/domain/time'

/** 'Tuesday, December 1, 2026' and '09:30' of an instant in `zone`, in the page's language. */
export function instantLabels(iso: string, zone: string, locale: string) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  return { date: formatInstant(iso, zone, language, 'dateFull'), time: formatInstant(iso, zone, language, 'time') }
}

/** 'Europe/Berlin (UTC+01:00)' at `at`. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  return zoneLabelAt(zone, at)
}

/** The key of a session type's name in the bookingPage messages. */
export const SESSION_TYPE_KEYS = {
  '30MINUTES': 'sessionTypes.30MINUTES',
  '60MINUTES': 'sessionTypes.60MINUTES',
  TRIAL: 'sessionTypes.TRIAL',
} as const satisfies Record<SessionType, string>
