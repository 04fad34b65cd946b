import { describe, expect, it } from 'vitest'

import { cardsPerViewFrom, carouselHasControls } from './carousel'

describe('cardsPerViewFrom', () => {
  it.each<[string, number]>([
    ['3', 3],
    [' 2', 2],
    ['', 1],
    ['auto', 1],
    ['0', 1],
  ])('%j → %i', (css, expected) => {
    expect(cardsPerViewFrom(css)).toBe(expected)
  })
})

describe('carouselHasControls', () => {
  // Cards per view: 3 at 1280 px, 2 at 900 px, 1 at 600 px.
  it.each<[number, number, boolean]>([
    [9, 3, true],
    [4, 3, true],
    [3, 3, false],
    [2, 3, false],
    [3, 2, true],
    [2, 2, false],
    [2, 1, true],
    [1, 1, false],
    [0, 1, false],
  ])('%i cards, %i per view: controls %s', (count, perView, expected) => {
    expect(carouselHasControls(count, perView)).toBe(expected)
  })
})
