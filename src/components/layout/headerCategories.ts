import config from '@payload-config'
import { getPayload } from 'payload'

import type { HeaderCategories } from './HeaderView'
import { categoriesDropdownFrom } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'

/** The categories dropdown; without the database (the static 404 page at build time) the header goes without it. */
export async function headerCategories(locale: Locale): Promise<HeaderCategories> {
  try {
    return categoriesDropdownFrom(await loadIndustries(await getPayload({ config }), locale))
  } catch {
    return null
  }
}
