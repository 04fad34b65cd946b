import { headerCategories } from './headerCategories'
import { LiveHeader } from './LiveHeader.client'
import type { Locale } from '@/domain/locale'

// Its own module: the request-time layout imports SiteHeader only, so LiveHeader (and what it imports) stays
// out of the first-load JavaScript of every page rendered per request.

/** The header of a prerendered page: the same for everyone in the HTML, the user's part filled in by the browser. */
export async function StaticSiteHeader({ locale }: { locale: Locale }) {
  return <LiveHeader locale={locale} categories={await headerCategories(locale)} />
}
