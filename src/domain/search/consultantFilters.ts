import { z } from 'zod'

import { LANGUAGE_CODES } from '../catalogue/languages'

export const CONSULTANTS_PAGE_SIZE = 20
export const CONSULTANTS_PAGE_SIZE_MAX = 100
export const SEARCH_MAX_LENGTH = 100
const LIST_MAX = 20

/** 'a, b ,,c' → ['a', 'b', 'c']: the comma-separated filters of the URL, each once, at most 20. */
export function commaList(raw: string | null | undefined): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= 100)
  return [...new Set(items)].slice(0, LIST_MAX)
}

const listParam = z
  .string()
  .optional()
  .transform((raw) => commaList(raw))
const idParam = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined)
const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      const value = Number(raw)
      return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback
    })

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

/** The highest price bound the filter takes, in euros (far above any session price). */
export const PRICE_FILTER_MAX_EUROS = 10_000

const euroBound = z
  .string()
  .optional()
  .transform((raw) => {
    const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
    return Number.isInteger(value) && value >= 0 && value <= PRICE_FILTER_MAX_EUROS ? value : undefined
  })

/** The query of GET /api/consultants and of the /consultants page, as the URL carries it. */
export const consultantFiltersSchema = z.object({
  search: z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH)),
  serviceFilters: listParam,
  industryFilters: listParam,
  companyFilters: listParam,
  industry: idParam,
  major: idParam,
  qt: z.enum(['industry', 'major']).optional().catch(undefined),
  sort: z.enum(CONSULTANT_SORTS).optional().catch(undefined),
  minPrice: euroBound,
  maxPrice: euroBound,
  language: z.enum(LANGUAGE_CODES).optional().catch(undefined),
  availableWithin7Days: z
    .string()
    .optional()
    .transform((raw) => raw === 'true' || undefined),
  page: positiveInt(1, 10_000),
  limit: positiveInt(CONSULTANTS_PAGE_SIZE, CONSULTANTS_PAGE_SIZE_MAX),
})

export type ConsultantFilters = z.output<typeof consultantFiltersSchema>

/**
 * The order the list is in: the one asked for, else the best match for a search and the best rated
 * otherwise. Relevance without search words has nothing to rank by, so it falls back to rating too.
 */
export function effectiveSort(filters: Pick<ConsultantFilters, 'sort' | 'search'>): ConsultantSort {
  const sort = filters.sort ?? (filters.search ? 'relevance' : 'rating')
  return sort === 'relevance' && !filters.search ? 'rating' : sort
}

/** Whether the answer depends on free slots (and so on bookings and the date), not only on profiles. */
export function dependsOnSlots(filters: Pick<ConsultantFilters, 'sort' | 'availableWithin7Days'>): boolean {
  return Boolean(filters.availableWithin7Days) || filters.sort === 'next-available'
}

/** Reads the filters from URL search parameters; anything malformed falls back to no filter. */
export function consultantFiltersFrom(params: URLSearchParams): ConsultantFilters {
  const raw = Object.fromEntries([...params.entries()].filter(([key]) => key in consultantFiltersSchema.shape))
  const parsed = consultantFiltersSchema.safeParse(raw)
  if (!parsed.success) return consultantFiltersSchema.parse({})
  const { minPrice, maxPrice } = parsed.data
  // A range typed the wrong way round means the same range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { ...parsed.data, minPrice: maxPrice, maxPrice: minPrice }
  }
  return parsed.data
}

/** The same filters as URL parameters (empty ones left out), for links that can be shared and reloaded. */
export function consultantFiltersQuery(filters: Partial<ConsultantFilters>): string {
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
