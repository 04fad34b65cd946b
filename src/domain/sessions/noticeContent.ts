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
