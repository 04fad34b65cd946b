import { describe, expect, it } from 'vitest'

import { formatUtcOffset, timezoneOptions } from './timezoneOptions'

const winter = new Date('2026-01-15T12:00:00Z')
const summer = new Date('2026-07-15T12:00:00Z')

describe('formatUtcOffset', () => {
  it.each([
    [330, '+05:30'],
    [-300, '-05:00'],
    [-210, '-03:30'],
    [0, '+00:00'],
    [630, '+10:30'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(formatUtcOffset(minutes)).toBe(expected)
  })
})

describe('timezoneOptions', () => {
  const zones = ['Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'Europe/London', 'Africa/Lagos']

  it('keeps whole and half-hour zones, sorted by offset then name, with a UTC label', () => {
    expect(timezoneOptions(winter, zones).map((option) => option.label)).toEqual([
      '(UTC-05:00) America/New_York',
      '(UTC+00:00) Europe/London',
      '(UTC+01:00) Africa/Lagos',
      '(UTC+01:00) Europe/Berlin',
      '(UTC+05:30) Asia/Kolkata',
    ])
  })

  it('uses the offset at `now`, so summer time moves a zone', () => {
    expect(timezoneOptions(summer, zones).map((option) => [option.value, option.offsetMinutes])).toEqual([
      ['America/New_York', -240],
      ['Africa/Lagos', 60],
      ['Europe/London', 60],
      ['Europe/Berlin', 120],
      ['Asia/Kolkata', 330],
    ])
  })

  it.each([['Asia/Kathmandu'], ['Australia/Eucla'], ['Pacific/Chatham'], ['Not/AZone']])('drops %s', (zone) => {
    expect(timezoneOptions(winter, [zone])).toEqual([])
  })

  it('lists the runtime zones by default, with the fallback zone and without quarter-hour zones', () => {
    const values = timezoneOptions(winter).map((option) => option.value)
    expect(values.length).toBeGreaterThan(300)
    expect(values).toContain('Europe/London')
    expect(values).toContain('America/New_York')
    expect(values.some((zone) => zone === 'Asia/Kathmandu' || zone === 'Asia/Katmandu')).toBe(false)
  })
})
