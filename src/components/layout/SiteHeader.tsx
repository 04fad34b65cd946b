import config from '@payload-config'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { HeaderView, type HeaderCategories } from './HeaderView'
import { LiveHeader } from './LiveHeader.client'
import { categoriesDropdownFrom } from '@/domain/catalogue'
import { resolveLocale, type Locale } from '@/domain/locale'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { getCurrentUser } from '@/server/auth/currentUser'
import { headerViewerOf } from '@/server/auth/headerViewer'

/** The categories dropdown; without the database (the static 404 page at build time) the header goes without it. */
async function headerCategories(locale: Locale): Promise<HeaderCategories> {
  try {
    return categoriesDropdownFrom(await loadIndustries(await getPayload({ config }), locale))
  } catch {
    return null
  }
}

/** The header of a page rendered per request: it knows the signed-in user right away. */
export async function SiteHeader() {
  const [locale, user, payload] = await Promise.all([getLocale(), getCurrentUser(), getPayload({ config })])
  const viewer = await headerViewerOf(payload, user)
  const categories = viewer.nav.publicLinks.length > 0 ? await headerCategories(resolveLocale(locale, null)) : null
  return <HeaderView {...viewer} locale={locale} categories={categories} />
}

/** The header of a prerendered page: the same for everyone in the HTML, the user's part filled in by the browser. */
export async function StaticSiteHeader({ locale }: { locale: Locale }) {
  return <LiveHeader locale={locale} categories={await headerCategories(locale)} />
}
