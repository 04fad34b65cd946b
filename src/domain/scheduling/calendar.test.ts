import { describe, expect, it } from 'vitest'

import { MAX_RANGE_DAYS, addDays, daysBetween, isLocalDate, weekStart, weekdayOf } from './calendar'
import { SchedulingError } from './errors'

describe('isLocalDate', () => {
  it.each([
    ['2026-06-15', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-6-15', false],
    ['15.06.2026', false],
    ['2026-06-15T00:00:00Z', false],
    ['', false],
    [20260615, false],
  ])('%s → %s', (value, expected) => {
    expect(isLocalDate(value)).toBe(expected)
  })
})

describe('addDays', () => {
  it.each([
    ['2026-06-15', 1, '2026-06-16'],
    ['2026-06-30', 1, '2026-07-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    // Calendar arithmetic ignores clock changes.
    ['2026-03-28', 2, '2026-03-30'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
  })
})

describe('weekdayOf and weekStart (weeks start on Monday)', () => {
  it.each([
    ['2026-06-15', 'MON', '2026-06-15'],
    ['2026-06-17', 'WED', '2026-06-15'],
    ['2026-06-21', 'SUN', '2026-06-15'],
    ['2026-06-22', 'MON', '2026-06-22'],
    ['2026-01-01', 'THU', '2025-12-29'],
    ['2026-03-29', 'SUN', '2026-03-23'],
  ])('%s is a %s in the week of %s', (date, weekday, monday) => {
    expect(weekdayOf(date)).toBe(weekday)
    expect(weekStart(date)).toBe(monday)
  })
})

describe('daysBetween', () => {
  it('lists both ends and everything between', () => {
    expect(daysBetween('2026-06-29', '2026-07-02')).toEqual(['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'])
    expect(daysBetween('2026-06-15', '2026-06-15')).toEqual(['2026-06-15'])
  })

  it(`allows ${MAX_RANGE_DAYS} days and refuses one more`, () => {
    expect(daysBetween('2026-06-01', addDays('2026-06-01', MAX_RANGE_DAYS - 1))).toHaveLength(MAX_RANGE_DAYS)
    expect(() => daysBetween('2026-06-01', addDays('2026-06-01', MAX_RANGE_DAYS))).toThrow(
      expect.objectContaining({ code: 'availability.rangeTooLong' }),
    )
  })

  it.each([
    ['2026-06-16', '2026-06-15', 'availability.invalidRange'],
    ['2026-02-30', '2026-03-02', 'availability.invalidDate'],
    ['2026-06-01', 'tomorrow', 'availability.invalidDate'],
  ])('%s to %s fails with %s', (start, end, code) => {
    expect(() => daysBetween(start, end)).toThrow(SchedulingError)
    expect(() => daysBetween(start, end)).toThrow(expect.objectContaining({ code }))
  })
})
