import { describe, expect, it } from 'vitest'

import { matchesIfNoneMatch, publicCacheControl } from './conditional'

describe('matchesIfNoneMatch', () => {
  const etag = '"abc123"'
  it.each([
    { header: '"abc123"', matches: true },
    { header: 'W/"abc123"', matches: true },
    { header: '"other", "abc123"', matches: true },
    { header: '"other",W/"abc123"', matches: true },
    { header: '*', matches: false },
    { header: '"abc1234"', matches: false },
    { header: '"abc12"', matches: false },
    { header: 'abc123', matches: false },
    { header: '"other"', matches: false },
    { header: '', matches: false },
    { header: null, matches: false },
  ])('$header → $matches', ({ header, matches }) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(matches)
  })

  it('compares a weak current tag by its opaque part too', () => {
    expect(matchesIfNoneMatch('"abc123"', 'W/"abc123"')).toBe(true)
  })
})

describe('publicCacheControl', () => {
  it.each([
    {
      policy: { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
      header: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    },
    {
      policy: { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 30 },
      header: 'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    },
  ])('$header', ({ policy, header }) => {
    expect(publicCacheControl(policy)).toBe(header)
  })
})
