import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

/** Texts of the wallet's API answers (the "wallet" namespace of the catalogues). */
export function walletTranslator(locale: Locale) {
  return createTranslator({ locale, messages: locale === 'de' ? de : en, namespace: 'wallet.api' })
}
