import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const

type Catalogue = typeof en

/** The parts of the catalogues the server writes itself: API answers, refusals and emails. */
export type ServerNamespace =
  | 'api'
  | 'availability'
  | 'booking'
  | 'consultee.api'
  | 'content'
  | 'email'
  | 'inquiries'
  | 'reschedule'
  | 'sessionActions'
  | 'validation'
  | 'wallet.api'

type NamespaceMessages<N extends string> = N extends `${infer Outer}.${infer Inner}`
  ? Outer extends keyof Catalogue
    ? Inner extends keyof Catalogue[Outer]
      ? Catalogue[Outer][Inner]
      : never
    : never
  : N extends keyof Catalogue
    ? Catalogue[N]
    : never

type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A key of one message in namespace N (nested keys joined by dots). */
export type MessageKey<N extends ServerNamespace> = LeafKeys<NamespaceMessages<N>>

export type MessageParams = Record<string, string | number | Date>

function translatorFor<N extends ServerNamespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace })
}

// Building a translator costs more than most checks that need one; there are only |locales| × |namespaces|.
const built = new Map<string, unknown>()

/** The one translator for texts the server writes itself: API answers, refusals and emails. */
export function serverTranslator<N extends ServerNamespace>(locale: Locale, namespace: N) {
  const id = `${locale}:${namespace}`
  let translator = built.get(id) as ReturnType<typeof translatorFor<N>> | undefined
  if (!translator) {
    translator = translatorFor(locale, namespace)
    built.set(id, translator)
  }
  return translator
}

/** The text of `key` in `namespace`, for callers that hold the key as data (a refusal, a code). */
export function translateKey<N extends ServerNamespace>(
  locale: Locale,
  namespace: N,
  key: MessageKey<N>,
  params?: MessageParams,
): string {
  const t = serverTranslator(locale, namespace) as unknown as (key: string, params?: MessageParams) => string
  return t(key, params)
}

export type ApiT = ReturnType<typeof serverTranslator<'api'>>
