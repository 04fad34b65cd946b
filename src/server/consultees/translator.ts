import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const

/** API answers of the consultee, account and consents endpoints. */
export function consulteeTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: 'consultee.api' })
}

export type ConsulteeT = ReturnType<typeof consulteeTranslator>
