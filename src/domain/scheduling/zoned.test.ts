import { describe, expect, it } from 'vitest'

import {
  earliestBookableDay,
  firstInstantOfDay,
  instantsOfWallTime,
  localDateOf,
  localDaySlots,
  localTimeOf,
} from './zoned'

const iso = (instants: readonly Date[]) => instants.map((instant) => instant.toISOString().replace(':00.000Z', 'Z'))

describe('localDaySlots', () => {
  it.each([
    ['Europe/Berlin', '2026-01-15', 48, '2026-01-14T23:00Z', '2026-01-15T22:30Z'],
    ['Europe/Berlin', '2026-03-29', 46, '2026-03-28T23:00Z', '2026-03-29T21:30Z'],
    ['Europe/Berlin', '2026-10-25', 50, '2026-10-24T22:00Z', '2026-10-25T22:30Z'],
    ['America/New_York', '2026-06-15', 48, '2026-06-15T04:00Z', '2026-06-16T03:30Z'],
    ['America/New_York', '2026-03-08', 46, '2026-03-08T05:00Z', '2026-03-09T03:30Z'],
    ['America/New_York', '2026-11-01', 50, '2026-11-01T04:00Z', '2026-11-02T04:30Z'],
    ['Asia/Kolkata', '2026-06-15', 48, '2026-06-14T18:30Z', '2026-06-15T18:00Z'],
    ['Australia/Adelaide', '2026-01-15', 48, '2026-01-14T13:30Z', '2026-01-15T13:00Z'],
    ['Australia/Adelaide', '2026-04-05', 50, '2026-04-04T13:30Z', '2026-04-05T14:00Z'],
    ['Australia/Adelaide', '2026-10-04', 46, '2026-10-03T14:30Z', '2026-10-04T13:00Z'],
  ])('%s on %s has %i half-hours from %s to %s', (zone, date, count, first, last) => {
    const slots = localDaySlots(date, zone)
    expect(slots).toHaveLength(count)
    expect(iso(slots.slice(0, 1))).toEqual([first])
    expect(iso(slots.slice(-1))).toEqual([last])
    const gaps = slots.slice(1).map((slot, index) => slot.getTime() - (slots[index]?.getTime() ?? 0))
    expect(new Set(gaps)).toEqual(new Set([30 * 60_000]))
  })
})

describe('instantsOfWallTime', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29', '01:30', ['2026-03-29T00:30Z']],
    ['Europe/Berlin', '2026-03-29', '02:00', []],
    ['Europe/Berlin', '2026-03-29', '02:30', []],
    ['Europe/Berlin', '2026-03-29', '03:00', ['2026-03-29T01:00Z']],
    ['Europe/Berlin', '2026-10-25', '02:00', ['2026-10-25T00:00Z', '2026-10-25T01:00Z']],
    ['Europe/Berlin', '2026-10-25', '02:30', ['2026-10-25T00:30Z', '2026-10-25T01:30Z']],
    ['Europe/Berlin', '2026-10-25', '03:00', ['2026-10-25T02:00Z']],
    ['America/New_York', '2026-03-08', '02:30', []],
    ['America/New_York', '2026-11-01', '01:30', ['2026-11-01T05:30Z', '2026-11-01T06:30Z']],
    ['Asia/Kolkata', '2026-06-15', '09:00', ['2026-06-15T03:30Z']],
    ['Australia/Adelaide', '2026-04-05', '02:30', ['2026-04-04T16:00Z', '2026-04-04T17:00Z']],
    ['Australia/Adelaide', '2026-10-04', '02:30', []],
  ])('%s %s %s → %j', (zone, date, time, expected) => {
    expect(iso(instantsOfWallTime(date, time, zone))).toEqual(expected)
  })

  it.each([
    ['2026-02-30', '09:00', 'availability.invalidDate'],
    ['2026-06-15', '24:00', 'availability.invalidTime'],
  ])('refuses %s %s', (date, time, code) => {
    expect(() => instantsOfWallTime(date, time, 'Europe/Berlin')).toThrow(expect.objectContaining({ code }))
  })
})

describe('the same instant in different zones', () => {
  it.each([
    // Berlin 23:30 on a Monday is still Monday afternoon in New York but already Tuesday in Kolkata.
    ['2026-06-15T21:30:00Z', 'Europe/Berlin', '2026-06-15', '23:30'],
    ['2026-06-15T21:30:00Z', 'America/New_York', '2026-06-15', '17:30'],
    ['2026-06-15T21:30:00Z', 'Asia/Kolkata', '2026-06-16', '03:00'],
    ['2026-06-15T21:30:00Z', 'Australia/Adelaide', '2026-06-16', '07:00'],
    // Berlin's Tuesday 00:30 is New York's Monday evening.
    ['2026-06-15T22:30:00Z', 'Europe/Berlin', '2026-06-16', '00:30'],
    ['2026-06-15T22:30:00Z', 'America/New_York', '2026-06-15', '18:30'],
    ['2026-01-15T03:30:00Z', 'Australia/Adelaide', '2026-01-15', '14:00'],
  ])('%s in %s is %s %s', (instant, zone, date, time) => {
    expect(localDateOf(new Date(instant), zone)).toBe(date)
    expect(localTimeOf(new Date(instant), zone)).toBe(time)
  })
})

describe('firstInstantOfDay', () => {
  it.each([
    ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00Z'],
    ['Asia/Kolkata', '2026-06-15', '2026-06-14T18:30Z'],
    // Santiago springs forward at midnight: the day begins at 01:00.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00Z'],
    // Samoa skipped 2011-12-30 altogether.
    ['Pacific/Apia', '2011-12-30', '2011-12-30T10:00Z'],
  ])('%s %s begins at %s', (zone, date, expected) => {
    expect(iso([firstInstantOfDay(date, zone)])).toEqual([expected])
  })
})

describe('earliestBookableDay is tomorrow in the viewer zone', () => {
  it.each([
    // UTC still says the 15th, but it is already the 16th in Kolkata.
    ['2026-06-15T23:30:00Z', 'Asia/Kolkata', '2026-06-17'],
    ['2026-06-15T20:00:00Z', 'Asia/Kolkata', '2026-06-17'],
    ['2026-06-15T23:30:00Z', 'America/New_York', '2026-06-16'],
    // UTC already says the 16th, but New York is still on the 15th.
    ['2026-06-16T02:00:00Z', 'America/New_York', '2026-06-16'],
    ['2026-06-16T02:00:00Z', 'Europe/Berlin', '2026-06-17'],
    ['2026-12-31T23:00:00Z', 'Europe/Berlin', '2027-01-02'],
    ['2026-04-04T14:00:00Z', 'Australia/Adelaide', '2026-04-06'],
    // Kathmandu (+05:45) would say the 16th; its fallback, London, still says the 15th.
    ['2026-06-15T20:00:00Z', 'Asia/Kathmandu', '2026-06-16'],
    ['2026-06-15T20:00:00Z', 'Not/AZone', '2026-06-16'],
  ])('at %s in %s it is %s', (now, zone, expected) => {
    expect(earliestBookableDay(new Date(now), zone)).toBe(expected)
  })
})
