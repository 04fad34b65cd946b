import { describe, expect, it } from 'vitest'

import { reviewAuthorName } from './reviewAuthor'

describe('reviewAuthorName', () => {
  it.each([
    ['Lena', 'Fischer', 'Lena F.'],
    ['  Lena ', ' fischer', 'Lena F.'],
    ['Lena', '', 'Lena'],
    ['Lena', null, 'Lena'],
    ['', 'Özdemir', 'Ö.'],
    [null, undefined, ''],
  ])('%j %j → %j', (first, last, expected) => {
    expect(reviewAuthorName(first, last)).toBe(expected)
  })
})
