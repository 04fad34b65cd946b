import type { ConsultantFilters } from './consultantFilters'

/** Catalogue labels by id, in the page's language, for naming the picked filters. */
export type FilterLabels = {
  services: ReadonlyMap<string, string>
  industries: ReadonlyMap<string, string>
  majors: ReadonlyMap<string, string>
}

export type ConsultantListSubject =
  { kind: 'all' } | { kind: 'search'; search: string } | { kind: 'filters'; labels: string[] }

/** What the consultant list's title names: the search words first, else the picked filters, else all. */
export function consultantListSubject(filters: ConsultantFilters, labels: FilterLabels): ConsultantListSubject {
  if (filters.search) return { kind: 'search', search: filters.search }
  const named = [
    ...filters.serviceFilters.map((id) => labels.services.get(id) ?? id),
    ...[...filters.industryFilters, ...(filters.industry ? [filters.industry] : [])].map(
      (id) => labels.industries.get(id) ?? id,
    ),
    ...(filters.major ? [labels.majors.get(filters.major) ?? filters.major] : []),
    ...filters.companyFilters,
  ]
  return named.length ? { kind: 'filters', labels: [...new Set(named)] } : { kind: 'all' }
}

/** Whether the list is narrowed by anything but the search words (then the filter labels are needed). */
export function hasCatalogueFilters(filters: ConsultantFilters): boolean {
  return Boolean(filters.serviceFilters.length || filters.industryFilters.length || filters.industry || filters.major)
}
