import { describe, expect, it } from 'vitest'
import { divideRoundHalfAwayFromZero } from './rounding'

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    { numerator: 0, denominator: 7, expected: 0 },
    { numerator: 1, denominator: 4, expected: 0 },
    { numerator: -1, denominator: 4, expected: 0 },
    { numerator: 1, denominator: 2, expected: 1 },
    { numerator: -1, denominator: 2, expected: -1 },
    { numerator: 5, denominator: 2, expected: 3 },
    { numerator: -5, denominator: 2, expected: -3 },
    { numerator: 7, denominator: 4, expected: 2 },
    { numerator: 149, denominator: 100, expected: 1 },
    { numerator: 150, denominator: 100, expected: 2 },
    { numerator: 49990000, denominator: 119, expected: 420084 },
  ])('$numerator / $denominator -> $expected', ({ numerator, denominator, expected }) => {
    expect(divideRoundHalfAwayFromZero(numerator, denominator)).toBe(expected)
  })

  it.each([
    { numerator: 1.5, denominator: 2 },
    { numerator: 1, denominator: 0 },
    { numerator: 1, denominator: -2 },
    { numerator: Number.NaN, denominator: 2 },
  ])('rejects $numerator / $denominator', ({ numerator, denominator }) => {
    expect(() => divideRoundHalfAwayFromZero(numerator, denominator)).toThrow(RangeError)
  })
})
