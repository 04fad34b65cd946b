import { describe, expect, it } from 'vitest'

import { parseAcceptLanguage, resolveLocale } from './locale'

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['de-DE,de;q=0.9,en;q=0.8', ['de-de', 'de', 'en']],
    ['en;q=0.5, de;q=0.7', ['de', 'en']],
    ['fr, de;q=0', ['fr']],
    ['*', ['*']],
    ['en;q=abc, de', ['de']],
  ])('%s → %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected)
  })
})

describe('resolveLocale', () => {
  it.each([
    { cookie: 'de', header: 'en-US', expected: 'de' },
    { cookie: 'en', header: 'de-DE', expected: 'en' },
    { cookie: 'fr', header: 'de-AT,en;q=0.5', expected: 'de' },
    { cookie: undefined, header: 'fr-FR,de;q=0.8,en;q=0.9', expected: 'en' },
    { cookie: undefined, header: 'fr-FR,it', expected: 'en' },
    { cookie: undefined, header: null, expected: 'en' },
    { cookie: 'DE', header: 'de', expected: 'de' },
  ])('cookie $cookie with "$header" → $expected', ({ cookie, header, expected }) => {
    expect(resolveLocale(cookie, header)).toBe(expected)
  })
})
