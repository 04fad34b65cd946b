import { describe, expect, it } from 'vitest'

import { consultantFiltersFrom } from './consultantFilters'
import { consultantListSubject, hasCatalogueFilters, type FilterLabels } from './listSubject'

const labels: FilterLabels = {
  services: new Map([['career-services/mock-interview', 'Mock Interview']]),
  industries: new Map([
    ['information-technology', 'Information Technology'],
    ['finance-and-banking', 'Finance & Banking'],
  ]),
  majors: new Map([['computer-science', 'Computer Science']]),
}
const subjectOf = (query: string) => consultantListSubject(consultantFiltersFrom(new URLSearchParams(query)), labels)

describe('consultantListSubject', () => {
  it('names nothing for the whole list, also on a later page', () => {
    expect(subjectOf('')).toEqual({ kind: 'all' })
    expect(subjectOf('page=3')).toEqual({ kind: 'all' })
  })

  it('names the search words first, even with filters', () => {
    expect(subjectOf('search=%20react%20&industryFilters=information-technology')).toEqual({
      kind: 'search',
      search: 'react',
    })
  })

  it('names the picked filters by their labels, each once; unknown ids and companies as written', () => {
    expect(
      subjectOf(
        'serviceFilters=career-services/mock-interview&industryFilters=information-technology,unknown' +
          '&industry=information-technology&major=computer-science&companyFilters=Zalando',
      ),
    ).toEqual({
      kind: 'filters',
      labels: ['Mock Interview', 'Information Technology', 'unknown', 'Computer Science', 'Zalando'],
    })
  })
})

describe('hasCatalogueFilters', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['search=react', false],
    ['companyFilters=Zalando', false],
    ['industry=finance-and-banking&qt=industry', true],
    ['major=computer-science', true],
    ['serviceFilters=x', true],
  ])('%j → %s', (query, expected) => {
    expect(hasCatalogueFilters(consultantFiltersFrom(new URLSearchParams(query)))).toBe(expected)
  })
})
