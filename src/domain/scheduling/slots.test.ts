import { describe, expect, it } from 'vitest'

import { bookedIntervals } from './booked'
import { emptyAvailability } from './editing'
import { availableStartInstants, effectiveTimes, offeredStartInstants, overlaps } from './slots'
import type { Availability, Interval, Weekday } from './types'

const iso = (instants: readonly Date[]) => instants.map((instant) => instant.toISOString().replace(':00.000Z', 'Z'))
const at = (value: string) => new Date(value)

function availability(
  timezone: string,
  weekly: Partial<Record<Weekday, string[]>>,
  overrides: Record<string, string[]> = {},
): Availability {
  const empty = emptyAvailability(timezone)
  return { timezone, weekly: { ...empty.weekly, ...weekly }, overrides }
}

describe('effectiveTimes', () => {
  const berlin = availability(
    'Europe/Berlin',
    { MON: ['09:00', '09:30'] },
    { '2026-06-22': [], '2026-06-23': ['18:00'] },
  )

  it.each([
    ['2026-06-15', ['09:00', '09:30']],
    ['2026-06-22', []],
    ['2026-06-23', ['18:00']],
    ['2026-06-24', []],
  ])('%s offers %j', (date, expected) => {
    expect(effectiveTimes(berlin, date)).toEqual(expected)
  })
})

describe('overlaps (half-open intervals)', () => {
  const slot = { start: at('2026-06-15T07:00:00Z'), end: at('2026-06-15T07:30:00Z') }

  it.each([
    ['2026-06-15T06:30:00Z', '2026-06-15T07:00:00Z', false],
    ['2026-06-15T07:30:00Z', '2026-06-15T08:00:00Z', false],
    ['2026-06-15T06:30:00Z', '2026-06-15T07:01:00Z', true],
    ['2026-06-15T07:10:00Z', '2026-06-15T07:20:00Z', true],
    ['2026-06-15T06:00:00Z', '2026-06-15T09:00:00Z', true],
  ])('%s–%s: %s', (start, end, expected) => {
    expect(overlaps(slot, { start: at(start), end: at(end) })).toBe(expected)
  })
})

describe('availableStartInstants', () => {
  const berlin = availability('Europe/Berlin', { MON: ['09:00', '09:30', '10:00', '10:30'] })
  const monday = { from: at('2026-06-15T00:00:00Z'), to: at('2026-06-16T00:00:00Z') }

  it.each<[string, Interval[], string[]]>([
    ['nothing booked', [], ['2026-06-15T07:00Z', '2026-06-15T07:30Z', '2026-06-15T08:00Z', '2026-06-15T08:30Z']],
    [
      'a 60-minute session takes two slots',
      [{ start: at('2026-06-15T07:30:00Z'), end: at('2026-06-15T08:30:00Z') }],
      ['2026-06-15T07:00Z', '2026-06-15T08:30Z'],
    ],
    [
      'a session ending as a slot begins leaves it free',
      [{ start: at('2026-06-15T06:30:00Z'), end: at('2026-06-15T07:00:00Z') }],
      ['2026-06-15T07:00Z', '2026-06-15T07:30Z', '2026-06-15T08:00Z', '2026-06-15T08:30Z'],
    ],
    [
      'held and confirmed sessions count, an expired hold does not',
      bookedIntervals([
        { status: 'HELD', startsAt: '2026-06-15T07:00:00Z', endsAt: '2026-06-15T07:30:00Z' },
        { status: 'UPCOMING_CONFIRMED', startsAt: '2026-06-15T08:30:00Z', endsAt: '2026-06-15T09:00:00Z' },
        { status: 'HOLD_EXPIRED', startsAt: '2026-06-15T07:30:00Z', endsAt: '2026-06-15T08:00:00Z' },
      ]),
      ['2026-06-15T07:30Z', '2026-06-15T08:00Z'],
    ],
  ])('%s', (_case, booked, expected) => {
    expect(iso(availableStartInstants({ availability: berlin, booked, ...monday }))).toEqual(expected)
  })

  it('keeps to [from, to)', () => {
    const from = at('2026-06-15T07:30:00Z')
    const to = at('2026-06-15T08:30:00Z')
    expect(iso(availableStartInstants({ availability: berlin, booked: [], from, to }))).toEqual([
      '2026-06-15T07:30Z',
      '2026-06-15T08:00Z',
    ])
    expect(availableStartInstants({ availability: berlin, booked: [], from: to, to: from })).toEqual([])
  })

  it.each([
    // Spring forward: 02:00 and 02:30 do not exist in Berlin that night.
    ['2026-03-29', ['01:30', '02:00', '02:30', '03:00'], ['2026-03-29T00:30Z', '2026-03-29T01:00Z']],
    // Fall back: 02:00 and 02:30 happen twice, and both are offered.
    [
      '2026-10-25',
      ['02:00', '02:30'],
      ['2026-10-25T00:00Z', '2026-10-25T00:30Z', '2026-10-25T01:00Z', '2026-10-25T01:30Z'],
    ],
  ])('on the Berlin clock-change day %s, %j are offered at %j', (date, times, expected) => {
    const consultant = availability('Europe/Berlin', {}, { [date]: times })
    const from = at(`${date}T00:00:00Z`)
    const aroundTheDay = { from: new Date(from.getTime() - 86_400_000), to: new Date(from.getTime() + 86_400_000) }
    expect(iso(offeredStartInstants(consultant, aroundTheDay.from, aroundTheDay.to))).toEqual(expected)
  })

  it('reads the consultant zone, not UTC: Kolkata Monday 00:00 is Sunday 18:30 UTC', () => {
    const kolkata = availability('Asia/Kolkata', { MON: ['00:00', '09:00'] })
    const from = at('2026-06-14T12:00:00Z')
    expect(iso(availableStartInstants({ availability: kolkata, booked: [], from, to: monday.to }))).toEqual([
      '2026-06-14T18:30Z',
      '2026-06-15T03:30Z',
    ])
  })
})
