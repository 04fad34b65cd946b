import { de as deLocale, enGB } from 'date-fns/locale'
import { formatInTimeZone } from 'date-fns-tz'

import type { Locale } from '../locale'
import { noticeTextsDe } from './noticeTextsDe'
import { noticeTextsEn } from './noticeTextsEn'
import type { NoticeContent, NoticeFacts, NoticeTexts } from './noticeTypes'
import type { SessionNotice } from './notices'

export type { NoticeContent, NoticeFacts } from './noticeTypes'

const TEXTS: Record<Locale, NoticeTexts> = { en: noticeTextsEn, de: noticeTextsDe }

/** Subject and paragraphs of `notice` for one recipient. */
export function noticeContent(notice: SessionNotice, locale: Locale, facts: NoticeFacts): NoticeContent {
  return TEXTS[locale][notice](facts)
}

const WHEN_FORMATS: Record<Locale, { day: string; time: string; suffix: string }> = {
  en: { day: 'EEEE, d MMMM yyyy', time: 'HH:mm', suffix: '' },
  de: { day: 'EEEE, d. MMMM yyyy', time: 'HH:mm', suffix: ' Uhr' },
}

/** "Monday, 1 March 2027, 10:00–11:00 (Europe/Berlin)": the session as the recipient's clock shows it. */
export function formatSessionWhen(start: Date, end: Date, timeZone: string, locale: Locale): string {
  const format = WHEN_FORMATS[locale]
  const options = { locale: locale === 'de' ? deLocale : enGB }
  const day = formatInTimeZone(start, timeZone, format.day, options)
  const from = formatInTimeZone(start, timeZone, format.time, options)
  const to = formatInTimeZone(end, timeZone, format.time, options)
  return `${day}, ${from}–${to}${format.suffix} (${timeZone})`
}

const FALLBACK_NAMES: Record<Locale, string> = { en: 'A CareerBridge member', de: 'Ein CareerBridge-Mitglied' }

/** "First Last", or a neutral name when the person left theirs empty. */
export function displayName(firstName: string | null | undefined, lastName: string | null | undefined, locale: Locale) {
  return [firstName, lastName].filter((part) => part?.trim()).join(' ') || FALLBACK_NAMES[locale]
}

const CALENDAR_SUMMARIES: Record<Locale, (otherName: string) => string> = {
  en: (name) => `CareerBridge session with ${name}`,
  de: (name) => `CareerBridge-Sitzung mit ${name}`,
}

/** The title of the session in the recipient's calendar. */
export function calendarSummary(otherName: string, locale: Locale): string {
  return CALENDAR_SUMMARIES[locale](otherName)
}
