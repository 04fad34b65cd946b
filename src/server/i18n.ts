import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const

/** Translator for texts the server writes itself: API messages and emails. */
export function serverTranslator<
  N extends 'api' | 'availability' | 'booking' | 'email' | 'sessionActions' | 'validation',
>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace })
}

export type ApiT = ReturnType<typeof serverTranslator<'api'>>
