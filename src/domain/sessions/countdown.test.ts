import { describe, expect, it } from 'vitest'

import { countdownReachedZero, countdownTo, formatCountdown, nextStartAfter, type Countdown } from './countdown'

const now = new Date('2026-03-29T00:30:00Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
const MIN = 60_000

describe('countdownTo', () => {
  it.each<[string, number, Countdown]>([
    ['started a minute ago', -MIN, { kind: 'started' }],
    ['starting right now', 0, { kind: 'started' }],
    ['one second left rounds up to a minute', 1000, { kind: 'ahead', days: 0, hours: 0, minutes: 1 }],
    ['59 minutes', 59 * MIN, { kind: 'ahead', days: 0, hours: 0, minutes: 59 }],
    ['59 minutes and a second', 59 * MIN + 1000, { kind: 'ahead', days: 0, hours: 1, minutes: 0 }],
    ['1 h 5 min', 65 * MIN, { kind: 'ahead', days: 0, hours: 1, minutes: 5 }],
    // Counted in elapsed time: the DST change that night does not add or remove an hour.
    ['2 days 3 hours 4 minutes', (2 * 1440 + 3 * 60 + 4) * MIN, { kind: 'ahead', days: 2, hours: 3, minutes: 4 }],
  ])('%s', (_name, offset, expected) => {
    expect(countdownTo(at(offset), now)).toEqual(expected)
  })
})

describe('formatCountdown', () => {
  it.each<[number, number, number, string, string]>([
    [0, 0, 1, '1 min', '1 Min.'],
    [0, 0, 45, '45 min', '45 Min.'],
    [0, 3, 5, '3 h 5 min', '3 Std. 5 Min.'],
    [0, 3, 0, '3 h 0 min', '3 Std. 0 Min.'],
    [2, 3, 5, '2 d 3 h', '2 T 3 Std.'],
    [12, 0, 59, '12 d 0 h', '12 T 0 Std.'],
  ])('%i d %i h %i min → %s / %s', (days, hours, minutes, en, de) => {
    const countdown = { kind: 'ahead', days, hours, minutes } as const
    expect(formatCountdown(countdown, 'en')).toBe(en)
    expect(formatCountdown(countdown, 'de')).toBe(de)
  })
})

describe('countdownReachedZero', () => {
  const loadedAt = at(-5 * MIN)
  it.each<[string, Date[], boolean]>([
    ['nothing listed', [], false],
    ['all still ahead', [at(MIN), at(60 * MIN)], false],
    ['one started since the load', [at(60 * MIN), at(-MIN)], true],
    ['one starting exactly now', [now], true],
    ['already started before the load', [at(-10 * MIN)], false],
  ])('%s → %s', (_name, starts, expected) => {
    expect(countdownReachedZero(starts, loadedAt, now)).toBe(expected)
  })
})

describe('nextStartAfter', () => {
  const now = new Date('2026-12-01T10:00:00Z')
  it.each([
    [['2026-12-01T11:00:00Z', '2026-12-01T10:30:00Z'], '2026-12-01T10:30:00.000Z'],
    [['2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', '2026-12-02T08:00:00Z'], '2026-12-02T08:00:00.000Z'],
    [['2026-12-01T09:00:00Z'], null],
    [[], null],
  ])('%j → %s', (starts, expected) => {
    expect(
      nextStartAfter(
        starts.map((iso) => new Date(iso)),
        now,
      )?.toISOString() ?? null,
    ).toBe(expected)
  })
})
