import { describe, expect, it } from 'vitest'

import { sessionInterval, sessionTypeOf, slotsOf } from './sessionTypes'

describe('sessionTypeOf', () => {
  it.each([
    ['30MINUTES', '30MINUTES'],
    ['60MINUTES', '60MINUTES'],
    ['TRIAL', 'TRIAL'],
    ['trial', 'TRIAL'],
    ['60minutes', 'TRIAL'],
    ['', 'TRIAL'],
    [undefined, 'TRIAL'],
    [60, 'TRIAL'],
  ])('%j is %s', (value, expected) => {
    expect(sessionTypeOf(value)).toBe(expected)
  })
})

describe('sessionInterval', () => {
  const start = new Date('2026-06-15T21:30:00Z')

  it.each([
    ['30MINUTES', '2026-06-15T22:00:00.000Z', 1],
    ['60MINUTES', '2026-06-15T22:30:00.000Z', 2],
    ['TRIAL', '2026-06-15T22:00:00.000Z', 1],
  ] as const)('%s ends at %s and takes %i slot(s)', (sessionType, end, slots) => {
    expect(sessionInterval(start, sessionType)).toEqual({ start, end: new Date(end) })
    expect(slotsOf(sessionType)).toBe(slots)
  })
})
