import { describe, expect, it } from 'vitest'

import { matchesSearch } from './search'

describe('matchesSearch', () => {
  const text = 'Wie storniere ich eine Sitzung? Eine Stornierung ist bis 24 Stunden vorher kostenlos möglich.'
  it.each([
    ['', true],
    ['sitzung', true],
    ['STORNIERE sitzung', true],
    ['moglich', true],
    ['möglich 24', true],
    ['refund', false],
    ['sitzung refund', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected)
  })
})
