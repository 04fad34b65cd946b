// The parts of the list's filters the browser needs, without the schema: the filter controls import this
// module alone, so the validation library stays out of the list page's JavaScript. The filters are typed
// here by the fields these helpers read (the parsed type, ConsultantFilters, fits them).

export const CONSULTANTS_PAGE_SIZE = 20

/** How the list can be ordered; without one, `defaultSort` applies. */
export const CONSULTANT_SORTS = [
  'relevance',
  'price-asc',
  'price-desc',
  'rating',
  'experience',
  'next-available',
] as const
export type ConsultantSort = (typeof CONSULTANT_SORTS)[number]

/** The filters as the URL carries them; every field optional. */
export type FiltersInUrl = {
  search?: string
  serviceFilters?: readonly string[]
  industryFilters?: readonly string[]
  companyFilters?: readonly string[]
  industry?: string
  major?: string
  qt?: string
  sort?: ConsultantSort
  minPrice?: number
  maxPrice?: number
  language?: string
  availableWithin7Days?: boolean
  page?: number
  limit?: number
}

/** The highest price bound the filter takes, in euros (far above any session price). */
export const PRICE_FILTER_MAX_EUROS = 10_000

/**
 * The order the list is in: the one asked for, else the best match for a search and the best rated
 * otherwise. Relevance without search words has nothing to rank by, so it falls back to rating too.
 */
export function effectiveSort(filters: Pick<FiltersInUrl, 'sort' | 'search'>): ConsultantSort {
  const sort = filters.sort ?? (filters.search ? 'relevance' : 'rating')
  return sort === 'relevance' && !filters.search ? 'rating' : sort
}

/** Whether the answer depends on free slots (and so on bookings and the date), not only on profiles. */
export function dependsOnSlots(filters: Pick<FiltersInUrl, 'sort' | 'availableWithin7Days'>): boolean {
  return Boolean(filters.availableWithin7Days) || filters.sort === 'next-available'
}

/** The same filters as URL parameters (empty ones left out), for links that can be shared and reloaded. */
export function consultantFiltersQuery(filters: FiltersInUrl): string {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  for (const key of ['serviceFilters', 'industryFilters', 'companyFilters'] as const) {
    const list = filters[key]
    if (list?.length) params.set(key, list.join(','))
  }
  if (filters.industry) params.set('industry', filters.industry)
  if (filters.major) params.set('major', filters.major)
  if (filters.qt) params.set('qt', filters.qt)
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice))
  if (filters.language) params.set('language', filters.language)
  if (filters.availableWithin7Days) params.set('availableWithin7Days', 'true')
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  if (filters.limit && filters.limit !== CONSULTANTS_PAGE_SIZE) params.set('limit', String(filters.limit))
  return params.toString()
}
