import { describe, expect, it } from 'vitest'

import { GRID_TIMES, SLOTS_PER_DAY, isGridInstant, isGridTime } from './grid'

describe('isGridTime', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:30', true],
    ['09:15', false],
    ['24:00', false],
    ['9:00', false],
    ['09:00:00', false],
    ['', false],
    [930, false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isGridTime(value)).toBe(expected)
  })
})

describe('GRID_TIMES', () => {
  it('holds the 48 half-hours of a day in order', () => {
    expect(SLOTS_PER_DAY).toBe(48)
    expect(GRID_TIMES).toHaveLength(48)
    expect(GRID_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00'])
    expect(GRID_TIMES.at(-1)).toBe('23:30')
    expect(GRID_TIMES.every(isGridTime)).toBe(true)
  })
})

describe('isGridInstant', () => {
  it.each([
    ['2026-06-15T07:00:00.000Z', true],
    ['2026-06-15T07:30:00.000Z', true],
    ['2026-06-15T07:15:00.000Z', false],
    ['2026-06-15T07:00:01.000Z', false],
    ['2026-06-15T07:00:00.001Z', false],
    ['not a date', false],
  ])('%s → %s', (iso, expected) => {
    expect(isGridInstant(new Date(iso))).toBe(expected)
  })
})
