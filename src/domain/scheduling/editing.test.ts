import { describe, expect, it } from 'vitest'

import {
  clearOverride,
  copyDay,
  copyWeek,
  emptyAvailability,
  normalizeTimes,
  pruneOverridesBefore,
  repeatWeekly,
  setDay,
} from './editing'
import { effectiveTimes } from './slots'
import type { Availability } from './types'

// Week of Monday 2026-06-15: weekly Monday and Wednesday hours, Tuesday the 16th overridden.
const base: Availability = {
  timezone: 'Europe/Berlin',
  weekly: { ...emptyAvailability('Europe/Berlin').weekly, MON: ['09:00', '09:30'], WED: ['14:00'] },
  overrides: { '2026-06-16': ['18:00'], '2026-06-10': ['08:00'] },
}
const snapshot = structuredClone(base)

describe('normalizeTimes', () => {
  it.each([
    [
      ['10:00', '09:00', '09:00'],
      ['09:00', '10:00'],
    ],
    [
      ['23:30', '00:00'],
      ['00:00', '23:30'],
    ],
    [[], []],
  ])('%j → %j', (times, expected) => {
    expect(normalizeTimes(times)).toEqual(expected)
  })

  it.each([[['09:15']], [['24:00']], [['9:00']], [['09:00', '']]])('refuses %j', (times) => {
    expect(() => normalizeTimes(times)).toThrow(expect.objectContaining({ code: 'availability.invalidTime' }))
  })
})

describe('editing operations', () => {
  it.each<[string, (a: Availability) => Availability, Record<string, string[]>]>([
    [
      'setDay overrides one date',
      (a) => setDay(a, '2026-06-17', ['11:00', '10:30']),
      { '2026-06-17': ['10:30', '11:00'] },
    ],
    ['setDay with no times is a day off', (a) => setDay(a, '2026-06-15', []), { '2026-06-15': [] }],
    ['clearOverride returns to the week', (a) => clearOverride(a, '2026-06-16'), { '2026-06-16': [] }],
    [
      'copyDay copies the effective times',
      (a) => copyDay(a, '2026-06-15', ['2026-06-18', '2026-06-20']),
      { '2026-06-18': ['09:00', '09:30'], '2026-06-20': ['09:00', '09:30'] },
    ],
    ['copyDay copies an override too', (a) => copyDay(a, '2026-06-16', ['2026-06-23']), { '2026-06-23': ['18:00'] }],
    [
      'copyWeek copies each weekday, overrides included, into the week of any date given',
      (a) => copyWeek(a, '2026-06-15', '2026-06-24'),
      {
        '2026-06-22': ['09:00', '09:30'],
        '2026-06-23': ['18:00'],
        '2026-06-24': ['14:00'],
        '2026-06-25': [],
        '2026-06-28': [],
      },
    ],
  ])('%s', (_case, edit, expectedDays) => {
    const edited = edit(base)
    for (const [date, times] of Object.entries(expectedDays)) expect(effectiveTimes(edited, date)).toEqual(times)
    expect(base).toEqual(snapshot)
  })

  it('copyWeek writes overrides, so the weekly template stays as it was', () => {
    const edited = copyWeek(base, '2026-06-15', '2026-06-22')
    expect(edited.weekly).toEqual(base.weekly)
    expect(Object.keys(edited.overrides).filter((date) => date >= '2026-06-22')).toHaveLength(7)
  })

  it('repeatWeekly turns a week into the template and drops overrides that now match it', () => {
    const withExtras = { ...base, overrides: { ...base.overrides, '2026-06-30': ['18:00'], '2026-07-01': ['07:00'] } }
    const edited = repeatWeekly(withExtras, '2026-06-18')
    expect(edited.weekly).toEqual({
      MON: ['09:00', '09:30'],
      TUE: ['18:00'],
      WED: ['14:00'],
      THU: [],
      FRI: [],
      SAT: [],
      SUN: [],
    })
    // 06-16 and 06-30 are Tuesdays at 18:00 like the new template; 06-10 (a Wednesday) and 07-01 differ.
    expect(edited.overrides).toEqual({ '2026-06-10': ['08:00'], '2026-07-01': ['07:00'] })
    expect(effectiveTimes(edited, '2026-06-23')).toEqual(['18:00'])
  })

  it('pruneOverridesBefore keeps the given date and later', () => {
    expect(pruneOverridesBefore(base, '2026-06-16').overrides).toEqual({ '2026-06-16': ['18:00'] })
    expect(pruneOverridesBefore(base, '2026-06-17').overrides).toEqual({})
  })

  it.each<[string, () => unknown, string]>([
    ['setDay with an off-grid time', () => setDay(base, '2026-06-17', ['09:15']), 'availability.invalidTime'],
    ['setDay on a bad date', () => setDay(base, '2026-06-31', ['09:00']), 'availability.invalidDate'],
    ['copyDay to a bad date', () => copyDay(base, '2026-06-15', ['tomorrow']), 'availability.invalidDate'],
    ['copyWeek from a bad date', () => copyWeek(base, '2026-13-01', '2026-06-22'), 'availability.invalidDate'],
    ['clearOverride on a bad date', () => clearOverride(base, '16.06.2026'), 'availability.invalidDate'],
  ])('%s fails with %s', (_case, edit, code) => {
    expect(edit).toThrow(expect.objectContaining({ code }))
  })
})
