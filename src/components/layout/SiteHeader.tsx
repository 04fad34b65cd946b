import config from '@payload-config'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { headerCategories } from './headerCategories'
import { HeaderView } from './HeaderView'
import { resolveLocale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { headerViewerOf } from '@/server/auth/headerViewer'

/** The header of a page rendered per request: it knows the signed-in user right away. */
export async function SiteHeader() {
  const [locale, user, payload] = await Promise.all([getLocale(), getCurrentUser(), getPayload({ config })])
  const viewer = await headerViewerOf(payload, user)
  const categories = viewer.nav.publicLinks.length > 0 ? await headerCategories(resolveLocale(locale, null)) : null
  return <HeaderView {...viewer} locale={locale} categories={categories} />
}
