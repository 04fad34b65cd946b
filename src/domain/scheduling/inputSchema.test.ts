import { describe, expect, it } from 'vitest'

import { MAX_DAYS_PER_REQUEST, availabilityInputSchema } from './inputSchema'

const week = { MON: ['09:00'], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] }

function firstMessage(input: unknown): string | undefined {
  const result = availabilityInputSchema.safeParse(input)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('availabilityInputSchema', () => {
  it('accepts dates and an optional week, sorting and de-duplicating times', () => {
    const input = { timezone: 'Asia/Kolkata', days: { '2026-06-15': ['10:00', '09:30', '10:00'], '2026-06-16': [] } }
    expect(availabilityInputSchema.parse(input)).toEqual({
      timezone: 'Asia/Kolkata',
      days: { '2026-06-15': ['09:30', '10:00'], '2026-06-16': [] },
    })
    expect(availabilityInputSchema.parse({ ...input, weekly: week }).weekly).toEqual(week)
  })

  it.each([['Europe/Berlin'], ['America/New_York'], ['Australia/Adelaide'], ['Asia/Kolkata'], ['UTC']])(
    'accepts the zone %s',
    (timezone) => {
      expect(firstMessage({ timezone, days: {} })).toBeUndefined()
    },
  )

  it.each([
    [
      'a quarter-hour time',
      { timezone: 'Europe/Berlin', days: { '2026-06-15': ['09:15'] } },
      'availability.invalidTime',
    ],
    ['24:00', { timezone: 'Europe/Berlin', days: { '2026-06-15': ['24:00'] } }, 'availability.invalidTime'],
    ['an unpadded time', { timezone: 'Europe/Berlin', days: { '2026-06-15': ['9:00'] } }, 'availability.invalidTime'],
    ['a number as time', { timezone: 'Europe/Berlin', days: { '2026-06-15': [900] } }, 'availability.invalidTime'],
    [
      'times that are no list',
      { timezone: 'Europe/Berlin', days: { '2026-06-15': '09:00' } },
      'availability.invalidTimes',
    ],
    [
      'a date that does not exist',
      { timezone: 'Europe/Berlin', days: { '2026-02-30': ['09:00'] } },
      'availability.invalidDate',
    ],
    [
      'a date in another format',
      { timezone: 'Europe/Berlin', days: { '15.06.2026': ['09:00'] } },
      'availability.invalidDate',
    ],
    ['days that are no object', { timezone: 'Europe/Berlin', days: ['09:00'] }, 'availability.invalidDays'],
    ['no days', { timezone: 'Europe/Berlin' }, 'availability.invalidDays'],
    ['a quarter-hour zone', { timezone: 'Asia/Kathmandu', days: {} }, 'availability.invalidTimezone'],
    ['a 45-minute zone', { timezone: 'Australia/Eucla', days: {} }, 'availability.invalidTimezone'],
    ['an unknown zone', { timezone: 'Mars/Olympus', days: {} }, 'availability.invalidTimezone'],
    ['an empty zone', { timezone: ' ', days: {} }, 'availability.timezoneRequired'],
    ['no zone', { days: {} }, 'availability.timezoneRequired'],
    [
      'a week missing days',
      { timezone: 'Europe/Berlin', days: {}, weekly: { MON: ['09:00'] } },
      'availability.invalidWeekly',
    ],
    [
      'a week with a bad day',
      { timezone: 'Europe/Berlin', days: {}, weekly: { ...week, MONDAY: [] } },
      'availability.invalidWeekly',
    ],
    [
      'a week with a bad time',
      { timezone: 'Europe/Berlin', days: {}, weekly: { ...week, SUN: ['09:45'] } },
      'availability.invalidTime',
    ],
  ])('refuses %s', (_case, input, message) => {
    expect(firstMessage(input)).toBe(message)
  })

  it(`refuses more than ${MAX_DAYS_PER_REQUEST} dates in one request`, () => {
    const days = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
          [],
        ]),
      )
    expect(firstMessage({ timezone: 'Europe/Berlin', days: days(MAX_DAYS_PER_REQUEST) })).toBeUndefined()
    expect(firstMessage({ timezone: 'Europe/Berlin', days: days(MAX_DAYS_PER_REQUEST + 1) })).toBe(
      'availability.tooManyDays',
    )
  })
})
