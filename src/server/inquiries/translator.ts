import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const

/** Texts of the inquiries feature the server writes itself: API answers and the new-message email. */
export function inquiryTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'inquiries' })
}
