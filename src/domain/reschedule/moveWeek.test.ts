import { describe, expect, it } from 'vitest'

import { moveWeekDays, type FreeTimes } from './moveWeek'

/** The days of the week that have slots, as `day time=iso` lines. */
function lines(monday: string, free: FreeTimes, current: string): string[] {
  return moveWeekDays(monday, free, current).flatMap(({ day, slots }) =>
    slots.map(({ time, iso }) => `${day} ${time}=${iso}`),
  )
}

describe('moveWeekDays', () => {
  it('gives seven days from Monday, those the answer leaves out empty', () => {
    const days = moveWeekDays('2026-11-30', { timezone: 'Europe/Berlin', days: {} }, '2026-12-01T09:00:00Z')
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    expect(days.every((day) => day.slots.length === 0)).toBe(true)
  })

  it.each<[string, string, FreeTimes, string, string[]]>([
    [
      'Berlin in winter, the session’s own start left out',
      '2026-11-30',
      { timezone: 'Europe/Berlin', days: { '2026-12-01': ['09:00', '09:30', '10:00'] } },
      '2026-12-01T08:30:00.000Z',
      ['2026-12-01 09:00=2026-12-01T08:00:00.000Z', '2026-12-01 10:00=2026-12-01T09:00:00.000Z'],
    ],
    [
      'the same start written in another zone is still the session’s own',
      '2026-11-30',
      { timezone: 'America/New_York', days: { '2026-12-01': ['03:30', '04:00'] } },
      '2026-12-01T09:30:00+01:00',
      ['2026-12-01 04:00=2026-12-01T09:00:00.000Z'],
    ],
    [
      'Kolkata, half an hour off UTC, across midnight UTC',
      '2026-11-30',
      { timezone: 'Asia/Kolkata', days: { '2026-12-06': ['05:00', '23:30'] } },
      '2026-12-10T00:00:00Z',
      ['2026-12-06 05:00=2026-12-05T23:30:00.000Z', '2026-12-06 23:30=2026-12-06T18:00:00.000Z'],
    ],
    [
      'a wall time repeated when Berlin falls back means its first occurrence',
      '2026-10-19',
      { timezone: 'Europe/Berlin', days: { '2026-10-25': ['02:30', '03:30'] } },
      '2026-10-30T00:00:00Z',
      ['2026-10-25 02:30=2026-10-25T00:30:00.000Z', '2026-10-25 03:30=2026-10-25T02:30:00.000Z'],
    ],
    [
      'a wall time skipped when Berlin springs forward is no time at all',
      '2026-03-23',
      { timezone: 'Europe/Berlin', days: { '2026-03-29': ['01:30', '02:30', '03:30'] } },
      '2026-04-01T00:00:00Z',
      ['2026-03-29 01:30=2026-03-29T00:30:00.000Z', '2026-03-29 03:30=2026-03-29T01:30:00.000Z'],
    ],
    [
      'days outside the week are not shown',
      '2026-11-30',
      { timezone: 'UTC', days: { '2026-11-29': ['10:00'], '2026-12-07': ['10:00'], '2026-12-06': ['10:00'] } },
      '2026-12-10T00:00:00Z',
      ['2026-12-06 10:00=2026-12-06T10:00:00.000Z'],
    ],
  ])('%s', (_case, monday, free, current, expected) => {
    expect(lines(monday, free, current)).toEqual(expected)
  })
})
