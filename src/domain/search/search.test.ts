import { describe, expect, it } from 'vitest'

import { commaList, consultantFiltersFrom } from './consultantFilters'
import { consultantFiltersQuery } from './filtersQuery'
import { profileSearchText, searchTerms } from './searchText'

describe('profileSearchText', () => {
  it('joins what a consultant is found by and leaves blanks out', () => {
    const text = profileSearchText({
      displayName: 'Jonas  Weber',
      tagline: 'Engineering manager',
      skills: ['Go', ' '],
      services: [{ title: 'CV review', description: null }],
      workingHistory: [{ organization: 'Zalando', title: 'Lead' }],
      aboutMe: 'Twelve\nyears',
    })
    expect(text.split(' \n ')).toEqual([
      'Jonas Weber',
      'Engineering manager',
      'Go',
      'CV review',
      'Zalando',
      'Lead',
      'Twelve years',
    ])
  })
})

describe('searchTerms', () => {
  it.each<[string, string[]]>([
    ['  Pyth ', ['pyth']],
    ["data-science & C++ o'neil", ['data', 'science', 'c', 'o', 'neil']],
    ['Müller Ärztin', ['müller', 'ärztin']],
    ["'); drop table users; --", ['drop', 'table', 'users']],
    ['!!!', []],
    ['', []],
  ])('%j', (search, terms) => {
    expect(searchTerms(search)).toEqual(terms)
  })

  it('keeps at most 8 terms of at most 40 characters', () => {
    const terms = searchTerms(`${'x'.repeat(50)} ${'a b c d e f g h i j'}`)
    expect(terms).toHaveLength(8)
    expect(terms[0]).toHaveLength(40)
  })
})

describe('consultant filters from the URL', () => {
  it.each<[string, Record<string, unknown>]>([
    ['', { search: '', serviceFilters: [], industryFilters: [], page: 1, limit: 20 }],
    ['search=%20go%20&page=3&limit=50', { search: 'go', page: 3, limit: 50 }],
    ['limit=1000&page=0', { limit: 100, page: 1 }],
    ['limit=abc&page=-2', { limit: 20, page: 1 }],
    ['serviceFilters=a,%20b,,a&companyFilters=Zalando', { serviceFilters: ['a', 'b'], companyFilters: ['Zalando'] }],
    ['industry=finance-and-banking&qt=industry', { industry: 'finance-and-banking', qt: 'industry' }],
    ['qt=bogus&major=law', { qt: undefined, major: 'law' }],
    ['unknown=1', { search: '' }],
  ])('%j', (query, expected) => {
    expect(consultantFiltersFrom(new URLSearchParams(query))).toMatchObject(expected)
  })

  it('writes back a query that reads as the same filters', () => {
    const filters = consultantFiltersFrom(
      new URLSearchParams('search=data&serviceFilters=a,b&industry=x&qt=industry&page=2'),
    )
    expect(consultantFiltersFrom(new URLSearchParams(consultantFiltersQuery(filters)))).toEqual(filters)
    expect(consultantFiltersQuery(consultantFiltersFrom(new URLSearchParams('')))).toBe('')
  })

  it('commaList drops blanks, repeats and overlong items', () => {
    expect(commaList(` a,b,a,,${'x'.repeat(101)}`)).toEqual(['a', 'b'])
    expect(commaList(undefined)).toEqual([])
  })
})
