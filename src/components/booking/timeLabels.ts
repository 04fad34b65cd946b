import type { SessionType } from '@/domain/scheduling'
import { formatUtcOffset, utcOffsetMinutes } from '@/domain/time'

/** 'Tuesday, 1 December 2026' and '09:30' of an instant in `zone`, in the page's language. */
export function instantLabels(iso: string, zone: string, locale: string) {
  const instant = new Date(iso)
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: zone }).format(instant),
    time: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(instant),
  }
}

/** 'Europe/Berlin (UTC+01:00)' at `at`. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  return `${zone} (UTC${formatUtcOffset(utcOffsetMinutes(zone, at))})`
}

/** The key of a session type's name in the bookingPage messages. */
export const SESSION_TYPE_KEYS = {
  '30MINUTES': 'sessionTypes.30MINUTES',
  '60MINUTES': 'sessionTypes.60MINUTES',
  TRIAL: 'sessionTypes.TRIAL',
} as const satisfies Record<SessionType, string>
