import { z } from 'zod'

import { LANGUAGE_CODES } from '../catalogue/languages'
import { CONSULTANT_SORTS, CONSULTANTS_PAGE_SIZE, PRICE_FILTER_MAX_EUROS } from './filtersQuery'

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
