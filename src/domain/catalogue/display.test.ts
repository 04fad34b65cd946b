import { describe, expect, it } from 'vitest'

import { ratingDisplay, yearsOfExperienceKind } from './display'

describe('ratingDisplay', () => {
  it.each<[number, string, number]>([
    [4.8, '4.80', 5],
    [4.449, '4.45', 4],
    [2.5, '2.50', 3],
    [0, '0.00', 0],
    [5, '5.00', 5],
  ])('%s → %s with %i stars', (rating, value, stars) => {
    expect(ratingDisplay(rating)).toEqual({ value, filledStars: stars })
  })
})

describe('yearsOfExperienceKind', () => {
  it.each([
    ['LESS_THAN_ONE', { kind: 'lessThanOne' }],
    ['15+', { kind: 'fifteenPlus' }],
    ['1', { kind: 'years', count: 1 }],
    ['14', { kind: 'years', count: 14 }],
  ])('%s', (value, expected) => {
    expect(yearsOfExperienceKind(value)).toEqual(expected)
  })
})
