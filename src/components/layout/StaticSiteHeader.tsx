import type { HeaderCategories } from './HeaderView'
import { LiveHeader } from './LiveHeader.client'
import type { Locale } from '@/domain/locale'

// Its own module: the request-time layout imports HeaderView only, so LiveHeader (and what it imports) stays
// out of the first-load JavaScript of every page rendered per request.

/** The header of a prerendered page: the same for everyone in the HTML, the user's part filled in by the browser. */
export function StaticSiteHeader({ locale, categories }: { locale: Locale; categories: HeaderCategories }) {
  return <LiveHeader locale={locale} categories={categories} />
}
