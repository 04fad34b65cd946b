import { usableTimeZone } from '../time'
import { addDays } from './calendar'
import { freeStartInstants } from './freeStarts'
import type { SessionType } from './sessionTypes'
import type { Availability, BookedSession } from './types'
import { earliestBookableDay, localDateOf, wallClockOf } from './zoned'

export const NEXT_AVAILABILITY_HORIZON_DAYS = 14

export type NextAvailabilityLocale = 'en' | 'de'

type NextAvailabilityTexts = {
  today: (time: string) => string
  tomorrow: (time: string) => string
  onDate: (date: string, time: string) => string
  none: (days: number) => string
  weekdays: readonly string[]
  months: readonly string[]
  date: (weekday: string, day: number, month: string) => string
}

// Sunday first, as Date#getUTCDay counts.
const TEXTS: Record<NextAvailabilityLocale, NextAvailabilityTexts> = {
  en: {
    today: (time) => `Next available: today at ${time}`,
    tomorrow: (time) => `Next available: tomorrow at ${time}`,
    onDate: (date, time) => `Next available: ${date} at ${time}`,
    none: (days) => `No availability in the next ${days} days`,
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: 'January February March April May June July August September October November December'.split(' '),
    date: (weekday, day, month) => `${weekday}, ${day} ${month}`,
  },
  de: {
    today: (time) => `Nächster freier Termin: heute um ${time}`,
    tomorrow: (time) => `Nächster freier Termin: morgen um ${time}`,
    onDate: (date, time) => `Nächster freier Termin: ${date} um ${time}`,
    none: (days) => `Keine freien Termine in den nächsten ${days} Tagen`,
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    date: (weekday, day, month) => `${weekday}, ${day}. ${month}`,
  },
}

/** The first free start from the viewer's earliest bookable day on, within `horizonDays` days, or null. */
export function nextAvailability(query: {
  availability: Availability
  booked: readonly BookedSession[]
  now: Date
  viewerZone: string
  horizonDays?: number
  sessionType?: SessionType
}): Date | null {
  const { now, horizonDays = NEXT_AVAILABILITY_HORIZON_DAYS } = query
  const startDay = earliestBookableDay(now, query.viewerZone)
  const endDay = addDays(startDay, Math.max(1, Math.floor(horizonDays)) - 1)
  const [first] = freeStartInstants({ ...query, startDay, endDay, sessionType: query.sessionType ?? '30MINUTES' })
  return first ?? null
}

/** 'Next available: tomorrow at 09:00', 'Next available: Monday, 23 November at 14:30', or the none text. */
export function nextAvailabilityMessage(
  nextSlot: Date | null,
  now: Date,
  viewerZone: string,
  locale: NextAvailabilityLocale,
  horizonDays: number = NEXT_AVAILABILITY_HORIZON_DAYS,
): string {
  const texts = TEXTS[locale]
  if (!nextSlot) return texts.none(horizonDays)
  const zone = usableTimeZone(viewerZone, now)
  const { date: slotDay, time } = wallClockOf(nextSlot, zone)
  const today = localDateOf(now, zone)
  if (slotDay === today) return texts.today(time)
  if (slotDay === addDays(today, 1)) return texts.tomorrow(time)
  const calendarDay = new Date(`${slotDay}T00:00:00Z`)
  const weekday = texts.weekdays[calendarDay.getUTCDay()] ?? ''
  const month = texts.months[calendarDay.getUTCMonth()] ?? ''
  return texts.onDate(texts.date(weekday, calendarDay.getUTCDate(), month), time)
}
