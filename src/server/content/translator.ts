import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const

/** Texts of the "content" namespace the server writes itself: API answers and the team's email. */
export const contentTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'content' })
