import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { HeaderCategories, HeaderViewer } from '@/components/layout/HeaderView'
import type { RenewalPrompt } from '@/domain/account/consentRenewal'
import { categoriesDropdownFrom } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { getCurrentUser } from '@/server/auth/currentUser'
import { headerViewerOf } from '@/server/auth/headerViewer'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { consentRenewalsOf } from '@/server/consents/consentRenewals'

/** The categories dropdown; without the database (the static 404 page at build time) the header goes without it. */
export async function headerCategories(locale: Locale): Promise<HeaderCategories> {
  try {
    return categoriesDropdownFrom(await loadIndustries(await getPayload({ config }), locale))
  } catch {
    return null
  }
}

export type SiteHeaderData = HeaderViewer & { categories: HeaderCategories }

/** The header of a page rendered per request: it knows the signed-in user right away. */
export async function siteHeaderData(locale: Locale): Promise<SiteHeaderData> {
  const [user, payload] = await Promise.all([getCurrentUser(), getPayload({ config })])
  const viewer = await headerViewerOf(payload, user)
  const categories = viewer.nav.publicLinks.length > 0 ? await headerCategories(locale) : null
  return { ...viewer, categories }
}

/**
 * The consents the signed-in user must decide on again (a newer version was published since they agreed)
 * before they see any page; none for a visitor.
 */
export async function pendingConsentRenewals(locale: Locale): Promise<RenewalPrompt[]> {
  const user = await getCurrentUser()
  if (!user) return []
  return consentRenewalsOf(await getPayload({ config }), user, locale)
}
