import 'server-only'

import type { Payload } from 'payload'

import type { CatalogueIndustry } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'
import { consultantFiltersFrom } from '@/domain/search'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import type { ConsultantCard } from '@/server/search/consultantCards'
import { consultantListPage } from '@/server/search/consultantList'
import { publicReviews, type PublicReview } from '@/server/sessions/publicReviews'

const FEATURED = 9
const RECENT_REVIEWS = 3

export type HomePageData = {
  /** The best-rated approved consultants. */
  featured: ConsultantCard[]
  industries: CatalogueIndustry[]
  /** Good reviews (4 stars and more) from real completed sessions. */
  reviews: PublicReview[]
}

export async function homePageData(payload: Payload, locale: Locale): Promise<HomePageData> {
  const filters = consultantFiltersFrom(new URLSearchParams({ limit: String(FEATURED) }))
  const [{ consultants: featured }, industries, reviews] = await Promise.all([
    consultantListPage(payload, filters),
    loadIndustries(payload, locale),
    publicReviews(payload, { minRating: 4, limit: RECENT_REVIEWS }),
  ])
  return { featured, industries, reviews }
}
