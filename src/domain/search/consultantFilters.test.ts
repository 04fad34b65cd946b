import { describe, expect, it } from 'vitest'

import { consultantFiltersFrom } from './consultantFilters'
import { consultantFiltersQuery, dependsOnSlots, effectiveSort } from './filtersQuery'
import { availableSoonWindow, nextAvailableWindow } from './slotWindow'

const from = (query: string) => consultantFiltersFrom(new URLSearchParams(query))

describe('sort, price range, language and availability from the URL', () => {
  it.each<[string, Record<string, unknown>]>([
    ['sort=price-asc', { sort: 'price-asc' }],
    ['sort=price-desc', { sort: 'price-desc' }],
    ['sort=next-available', { sort: 'next-available' }],
    ['sort=cheapest', { sort: undefined }],
    ['sort=', { sort: undefined }],
    ['minPrice=20&maxPrice=80', { minPrice: 20, maxPrice: 80 }],
    ['minPrice=0', { minPrice: 0 }],
    ['minPrice=80&maxPrice=20', { minPrice: 20, maxPrice: 80 }],
    ['minPrice=-5&maxPrice=12.5', { minPrice: undefined, maxPrice: undefined }],
    ['minPrice=abc&maxPrice=', { minPrice: undefined, maxPrice: undefined }],
    ['maxPrice=10001', { maxPrice: undefined }],
    ['maxPrice=10000', { maxPrice: 10_000 }],
    ['language=de', { language: 'de' }],
    ['language=DE', { language: undefined }],
    ['language=xx', { language: undefined }],
    ['availableWithin7Days=true', { availableWithin7Days: true }],
    ['availableWithin7Days=1', { availableWithin7Days: undefined }],
    ['availableWithin7Days=false', { availableWithin7Days: undefined }],
    ['sort=bogus&language=fr&page=2', { sort: undefined, language: 'fr', page: 2 }],
  ])('%j', (query, expected) => {
    expect(from(query)).toMatchObject(expected)
  })

  it('writes back a query that reads as the same filters, and leaves defaults out', () => {
    const filters = from(
      'search=go&sort=price-desc&minPrice=0&maxPrice=90&language=en&availableWithin7Days=true&page=3',
    )
    const query = consultantFiltersQuery(filters)
    expect(query).toBe('search=go&sort=price-desc&minPrice=0&maxPrice=90&language=en&availableWithin7Days=true&page=3')
    expect(consultantFiltersFrom(new URLSearchParams(query))).toEqual(filters)
    expect(consultantFiltersQuery(from('sort=bogus&availableWithin7Days=no&language=xx'))).toBe('')
  })
})

describe('effectiveSort', () => {
  it.each<[string, string]>([
    ['', 'rating'],
    ['search=go', 'relevance'],
    ['sort=relevance', 'rating'],
    ['search=go&sort=relevance', 'relevance'],
    ['search=go&sort=price-asc', 'price-asc'],
    ['sort=experience', 'experience'],
    ['sort=next-available', 'next-available'],
  ])('%j', (query, sort) => {
    expect(effectiveSort(from(query))).toBe(sort)
  })
})

describe('dependsOnSlots', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['sort=price-asc&language=de', false],
    ['sort=next-available', true],
    ['availableWithin7Days=true', true],
  ])('%j', (query, depends) => {
    expect(dependsOnSlots(from(query))).toBe(depends)
  })
})

describe('the days looked at for free slots', () => {
  it.each<[string, string, string, string, string]>([
    // [now, first day, from, 7 days later, 14 days later] in the reference zone (Europe/London)
    [
      '2026-03-10T12:00:00Z',
      '2026-03-11',
      '2026-03-11T00:00:00.000Z',
      '2026-03-18T00:00:00.000Z',
      '2026-03-25T00:00:00.000Z',
    ],
    // Late evening in London is already the next day in Berlin, not yet in London.
    [
      '2026-03-10T23:30:00Z',
      '2026-03-11',
      '2026-03-11T00:00:00.000Z',
      '2026-03-18T00:00:00.000Z',
      '2026-03-25T00:00:00.000Z',
    ],
    // Across the spring clock change (29 March 2026): London midnight moves to 23:00 UTC.
    [
      '2026-03-25T09:00:00Z',
      '2026-03-26',
      '2026-03-26T00:00:00.000Z',
      '2026-04-01T23:00:00.000Z',
      '2026-04-08T23:00:00.000Z',
    ],
  ])('%s', (now, firstDay, start, soonEnd, nextEnd) => {
    const soon = availableSoonWindow(new Date(now))
    expect(soon.firstDay).toBe(firstDay)
    expect(soon.from.toISOString()).toBe(start)
    expect(soon.to.toISOString()).toBe(soonEnd)
    expect(nextAvailableWindow(new Date(now)).to.toISOString()).toBe(nextEnd)
  })
})
