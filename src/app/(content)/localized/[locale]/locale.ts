import { setRequestLocale } from 'next-intl/server'

import { resolveLocale, type Locale } from '@/domain/locale'

export type LocaleParams<P = object> = { params: Promise<P & { locale: string }> }

/**
 * The language of a content page, from its internal path; handed to next-intl for this render so that
 * translations do not read the request (which would make the page dynamic).
 */
export async function contentLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = resolveLocale((await params).locale, null)
  setRequestLocale(locale)
  return locale
}

/**
 * No paths at build time: the build has no database. Each page in each language is rendered on its first
 * request and then served as static HTML until an editor's change or its refresh interval renews it.
 */
export async function generateNoPaths(): Promise<never[]> {
  return []
}
