import { describe, expect, it } from 'vitest'

import { emptyAvailability } from './editing'
import { nextAvailability, nextAvailabilityMessage } from './nextAvailability'
import type { Availability, Interval, Weekday } from './types'

const at = (value: string) => new Date(value)

function berlin(weekly: Partial<Record<Weekday, string[]>>, overrides: Record<string, string[]> = {}): Availability {
  const empty = emptyAvailability('Europe/Berlin')
  return { ...empty, weekly: { ...empty.weekly, ...weekly }, overrides }
}

describe('nextAvailability', () => {
  const mondayNine = berlin({ MON: ['09:00'] })
  const sunday = at('2026-06-14T10:00:00Z')

  it.each<[string, Availability, Interval[], string, string, number | undefined, string | null]>([
    ['tomorrow', mondayNine, [], '2026-06-14T10:00:00Z', 'Europe/Berlin', undefined, '2026-06-15T07:00:00Z'],
    [
      'a week later when tomorrow is booked',
      mondayNine,
      [{ start: at('2026-06-15T07:00:00Z'), end: at('2026-06-15T08:00:00Z') }],
      '2026-06-14T10:00:00Z',
      'Europe/Berlin',
      undefined,
      '2026-06-22T07:00:00Z',
    ],
    // Monday 07:00Z is already today for a Kolkata viewer at Sunday 23:00Z (Monday 04:30 there).
    ['not today', mondayNine, [], '2026-06-14T23:00:00Z', 'Asia/Kolkata', undefined, '2026-06-22T07:00:00Z'],
    ['nothing offered', berlin({}), [], '2026-06-14T10:00:00Z', 'Europe/Berlin', undefined, null],
    ['beyond 14 days', berlin({}, { '2026-06-29': ['09:00'] }), [], '2026-06-14T10:00:00Z', 'Europe/Berlin', 14, null],
    [
      'within 15 days',
      berlin({}, { '2026-06-29': ['09:00'] }),
      [],
      '2026-06-14T10:00:00Z',
      'Europe/Berlin',
      15,
      '2026-06-29T07:00:00Z',
    ],
  ])('%s', (_case, availability, booked, now, viewerZone, horizonDays, expected) => {
    const next = nextAvailability({ availability, booked, now: at(now), viewerZone, horizonDays })
    expect(next).toEqual(expected === null ? null : at(expected))
  })

  it('can look for a 60-minute start', () => {
    const query = { availability: berlin({ MON: ['09:00', '18:00', '18:30'] }), booked: [], now: sunday }
    expect(nextAvailability({ ...query, viewerZone: 'Europe/Berlin', sessionType: '60MINUTES' })).toEqual(
      at('2026-06-15T16:00:00Z'),
    )
  })
})

describe('nextAvailabilityMessage', () => {
  it.each([
    ['2026-06-15T07:00:00Z', '2026-06-14T10:00:00Z', 'Europe/Berlin', 'en', 'Next available: tomorrow at 09:00'],
    ['2026-06-15T07:00:00Z', '2026-06-14T10:00:00Z', 'Europe/Berlin', 'de', 'Nächster freier Termin: morgen um 09:00'],
    ['2026-06-15T07:00:00Z', '2026-06-14T10:00:00Z', 'America/New_York', 'en', 'Next available: tomorrow at 03:00'],
    ['2026-06-15T07:00:00Z', '2026-06-14T10:00:00Z', 'Asia/Kolkata', 'en', 'Next available: tomorrow at 12:30'],
    ['2026-06-14T16:00:00Z', '2026-06-14T10:00:00Z', 'Europe/Berlin', 'en', 'Next available: today at 18:00'],
    ['2026-06-14T16:00:00Z', '2026-06-14T10:00:00Z', 'Europe/Berlin', 'de', 'Nächster freier Termin: heute um 18:00'],
    [
      '2026-11-23T13:30:00Z',
      '2026-11-19T10:00:00Z',
      'Europe/Berlin',
      'en',
      'Next available: Monday, 23 November at 14:30',
    ],
    [
      '2026-11-23T13:30:00Z',
      '2026-11-19T10:00:00Z',
      'Europe/Berlin',
      'de',
      'Nächster freier Termin: Montag, 23. November um 14:30',
    ],
    // The same instant is a Sunday evening in New York.
    [
      '2026-11-23T01:30:00Z',
      '2026-11-19T10:00:00Z',
      'America/New_York',
      'en',
      'Next available: Sunday, 22 November at 20:30',
    ],
    [
      '2027-01-04T08:00:00Z',
      '2026-12-30T10:00:00Z',
      'Europe/Berlin',
      'de',
      'Nächster freier Termin: Montag, 4. Januar um 09:00',
    ],
    [
      '2026-03-03T08:00:00Z',
      '2026-02-27T10:00:00Z',
      'Europe/Berlin',
      'de',
      'Nächster freier Termin: Dienstag, 3. März um 09:00',
    ],
  ] as const)('%s seen at %s from %s in %s: %s', (slot, now, zone, locale, expected) => {
    expect(nextAvailabilityMessage(at(slot), at(now), zone, locale)).toBe(expected)
  })

  it.each([
    ['en', 14, 'No availability in the next 14 days'],
    ['de', 14, 'Keine freien Termine in den nächsten 14 Tagen'],
    ['en', 30, 'No availability in the next 30 days'],
  ] as const)('%s without a slot in %i days: %s', (locale, days, expected) => {
    expect(nextAvailabilityMessage(null, at('2026-06-14T10:00:00Z'), 'Europe/Berlin', locale, days)).toBe(expected)
  })
})
