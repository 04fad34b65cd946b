import { describe, expect, it } from 'vitest'

import { emptyAvailability } from './editing'
import { freeStartTimes } from './freeStarts'
import { GRID_TIMES } from './grid'
import type { SessionType } from './sessionTypes'
import type { Availability, Interval, Weekday } from './types'

const at = (value: string) => new Date(value)

function availability(
  timezone: string,
  weekly: Partial<Record<Weekday, string[]>>,
  overrides: Record<string, string[]> = {},
): Availability {
  return { timezone, weekly: { ...emptyAvailability(timezone).weekly, ...weekly }, overrides }
}

const everyHalfHour = Object.fromEntries(
  ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((weekday) => [weekday, [...GRID_TIMES]]),
)
const longAgo = at('2026-06-01T00:00:00Z')
// Monday 23:30 and Tuesday 00:00 in Berlin make the one 60-minute start that crosses midnight.
const berlinConsultant = availability('Europe/Berlin', { MON: ['09:00', '23:30'], TUE: ['00:00'] })

function times(
  consultant: Availability,
  viewerZone: string,
  sessionType: SessionType,
  booked: Interval[] = [],
  range = { startDay: '2026-06-14', endDay: '2026-06-17' },
  now = longAgo,
) {
  return freeStartTimes({ availability: consultant, booked, viewerZone, now, sessionType, ...range })
}

describe('freeStartTimes across zones', () => {
  it.each([
    [
      'Europe/Berlin',
      { '2026-06-14': [], '2026-06-15': ['09:00', '23:30'], '2026-06-16': ['00:00'], '2026-06-17': [] },
    ],
    [
      'America/New_York',
      { '2026-06-14': [], '2026-06-15': ['03:00', '17:30', '18:00'], '2026-06-16': [], '2026-06-17': [] },
    ],
    ['Asia/Kolkata', { '2026-06-14': [], '2026-06-15': ['12:30'], '2026-06-16': ['03:00', '03:30'], '2026-06-17': [] }],
  ])('30 minutes, seen from %s', (viewerZone, days) => {
    expect(times(berlinConsultant, viewerZone, '30MINUTES')).toEqual({ timezone: viewerZone, days })
  })

  it.each([
    ['Europe/Berlin', '2026-06-15', ['23:30']],
    // The session crosses midnight in Berlin but not in New York.
    ['America/New_York', '2026-06-15', ['17:30']],
    ['Asia/Kolkata', '2026-06-16', ['03:00']],
  ])('60 minutes need two adjacent free slots, seen from %s: %s %j', (viewerZone, day, expected) => {
    const { days } = times(berlinConsultant, viewerZone, '60MINUTES')
    expect(Object.entries(days).filter(([, list]) => list.length > 0)).toEqual([[day, expected]])
  })

  it('drops a 60-minute start whose second half is taken', () => {
    const booked = [{ start: at('2026-06-15T22:00:00Z'), end: at('2026-06-15T22:30:00Z') }]
    expect(times(berlinConsultant, 'Europe/Berlin', '60MINUTES', booked).days['2026-06-15']).toEqual([])
    expect(times(berlinConsultant, 'Europe/Berlin', '30MINUTES', booked).days['2026-06-15']).toEqual(['09:00', '23:30'])
  })

  it('treats the trial like 30 minutes', () => {
    expect(times(berlinConsultant, 'Europe/Berlin', 'TRIAL')).toEqual(
      times(berlinConsultant, 'Europe/Berlin', '30MINUTES'),
    )
  })

  it('removes booked and held slots', () => {
    const booked = [
      { start: at('2026-06-15T07:00:00Z'), end: at('2026-06-15T07:30:00Z') },
      { start: at('2026-06-15T21:30:00Z'), end: at('2026-06-15T22:00:00Z') },
    ]
    expect(times(berlinConsultant, 'Europe/Berlin', '30MINUTES', booked).days).toEqual({
      '2026-06-14': [],
      '2026-06-15': [],
      '2026-06-16': ['00:00'],
      '2026-06-17': [],
    })
  })
})

describe('freeStartTimes from the earliest bookable day on', () => {
  const allDay = availability('Europe/Berlin', everyHalfHour)

  it.each([
    // UTC already says the 16th, New York still says the 15th: its 16th is bookable.
    ['America/New_York', '2026-06-16T02:00:00Z', '2026-06-15', '2026-06-17', ['2026-06-16', '2026-06-17']],
    ['Europe/Berlin', '2026-06-16T02:00:00Z', '2026-06-15', '2026-06-17', ['2026-06-17']],
    // UTC still says the 15th, Kolkata already says the 16th: only its 17th is bookable.
    ['Asia/Kolkata', '2026-06-15T20:00:00Z', '2026-06-15', '2026-06-17', ['2026-06-17']],
  ])('viewer in %s at %s, %s to %s: full days %j', (viewerZone, now, startDay, endDay, fullDays) => {
    const { days } = times(allDay, viewerZone, '30MINUTES', [], { startDay, endDay }, at(now))
    expect(Object.keys(days)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17'])
    for (const [day, list] of Object.entries(days)) expect(list).toEqual(fullDays.includes(day) ? GRID_TIMES : [])
  })
})

describe('freeStartTimes input', () => {
  it('answers in the fallback zone when the viewer zone does not fit the grid', () => {
    expect(times(berlinConsultant, 'Asia/Kathmandu', '30MINUTES').timezone).toBe('Europe/London')
  })

  it.each([
    [{ startDay: '2026-06-01', endDay: '2026-08-15' }, 'availability.rangeTooLong'],
    [{ startDay: '2026-06-17', endDay: '2026-06-14' }, 'availability.invalidRange'],
    [{ startDay: '2026-06-31', endDay: '2026-07-02' }, 'availability.invalidDate'],
  ])('%j fails with %s', (range, code) => {
    expect(() => times(berlinConsultant, 'Europe/Berlin', '30MINUTES', [], range)).toThrow(
      expect.objectContaining({ code }),
    )
  })
})
