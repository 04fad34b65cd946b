import { z } from 'zod'

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
  page: positiveInt(1, 10_000),
  limit: positiveInt(CONSULTANTS_PAGE_SIZE, CONSULTANTS_PAGE_SIZE_MAX),
})

export type ConsultantFilters = z.output<typeof consultantFiltersSchema>

/** Reads the filters from URL search parameters; anything malformed falls back to no filter. */
export function consultantFiltersFrom(params: URLSearchParams): ConsultantFilters {
  const raw = Object.fromEntries([...params.entries()].filter(([key]) => key in consultantFiltersSchema.shape))
  const parsed = consultantFiltersSchema.safeParse(raw)
  return parsed.success ? parsed.data : consultantFiltersSchema.parse({})
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
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  if (filters.limit && filters.limit !== CONSULTANTS_PAGE_SIZE) params.set('limit', String(filters.limit))
  return params.toString()
}
