import { describe, expect, it } from 'vitest'

import { internalContentPath, internalPathsOf, isInternalContentPath } from './contentRoutes'

const query = (value: string) => new URLSearchParams(value)

describe('internalContentPath', () => {
  it.each([
    ['/blogs', '', 'de', '/localized/de/blogs'],
    ['/blogs', 'category=career-change', 'en', '/localized/en/blogs/category/career-change'],
    ['/blogs', 'category=Not%20A%20Slug', 'en', '/localized/en/blogs'],
    ['/blogs', 'category=a&category=b', 'en', '/localized/en/blogs'],
    ['/blogs/cv-mistakes', '', 'de', '/localized/de/blogs/cv-mistakes'],
    ['/blogs/cv-mistakes', 'utm_source=x', 'en', '/localized/en/blogs/cv-mistakes'],
    ['/help-center', '', 'en', '/localized/en/help-center'],
    ['/help-center', 'q=', 'en', '/localized/en/help-center'],
    ['/help-center', 'q=card%20charged', 'de', '/localized/de/help-center/search'],
    ['/about', '', 'de', '/localized/de/about'],
    ['/terms-of-use', '', 'en', '/localized/en/terms-of-use'],
    ['/privacy-policy', '', 'de', '/localized/de/privacy-policy'],
    ['/consultant-policy', '', 'en', '/localized/en/consultant-policy'],
    ['/terms', '', 'de', '/localized/de/terms'],
  ] as const)('%s?%s in %s is served from %s', (pathname, search, locale, expected) => {
    expect(internalContentPath(pathname, query(search), locale)).toBe(expected)
  })

  it.each(['/', '/contact-us', '/blogs/a/b', '/blogs/Upper', '/consultants', '/abouts', '/preview'])(
    '%s is not a content page',
    (pathname) => {
      expect(internalContentPath(pathname, query(''), 'en')).toBeNull()
    },
  )
})

describe('internalPathsOf', () => {
  it('gives the page in every language', () => {
    expect(internalPathsOf('/blogs/x')).toEqual(['/localized/en/blogs/x', '/localized/de/blogs/x'])
    expect(internalPathsOf('/blogs?category=tips')).toEqual([
      '/localized/en/blogs/category/tips',
      '/localized/de/blogs/category/tips',
    ])
    expect(internalPathsOf('/help-center#refunds')).toEqual(['/localized/en/help-center', '/localized/de/help-center'])
    expect(internalPathsOf('/contact-us')).toEqual([])
  })
})

describe('isInternalContentPath', () => {
  it.each([
    ['/localized', true],
    ['/localized/de/blogs', true],
    ['/localizedx', false],
    ['/blogs', false],
  ] as const)('%s → %s', (pathname, expected) => {
    expect(isInternalContentPath(pathname)).toBe(expected)
  })
})
