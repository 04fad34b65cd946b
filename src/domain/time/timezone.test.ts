import { describe, expect, it } from 'vitest'

import {
  FALLBACK_TIMEZONE,
  hasWholeOrHalfHourOffset,
  isIanaTimeZone,
  usableTimeZone,
  utcOffsetMinutes,
} from './timezone'

const winter = new Date('2026-01-15T12:00:00Z')
const summer = new Date('2026-07-15T12:00:00Z')

describe('utcOffsetMinutes', () => {
  it.each([
    ['Europe/Berlin', winter, 60],
    ['Europe/Berlin', summer, 120],
    ['America/New_York', winter, -300],
    ['America/New_York', summer, -240],
    ['Asia/Kolkata', winter, 330],
    ['Australia/Adelaide', winter, 630],
    ['Australia/Adelaide', summer, 570],
    ['Asia/Kathmandu', winter, 345],
    ['UTC', summer, 0],
  ] as const)('%s at %s is %i', (zone, at, minutes) => {
    expect(utcOffsetMinutes(zone, at)).toBe(minutes)
  })

  it('changes exactly at the Berlin spring-forward instant', () => {
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-03-29T00:59:59Z'))).toBe(60)
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-03-29T01:00:00Z'))).toBe(120)
  })

  it('gives the same offsets when asked again (kept per zone and second), across clock changes', () => {
    const instants = ['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z']
    const expected = [60, 120, 120, 60]
    for (let round = 0; round < 2; round++) {
      expect(instants.map((at) => utcOffsetMinutes('Europe/Berlin', new Date(at)))).toEqual(expected)
    }
    // Different zones at one instant are kept apart.
    expect(utcOffsetMinutes('America/New_York', new Date(instants[1]!))).toBe(-240)
    expect(utcOffsetMinutes('Europe/Berlin', new Date(instants[1]!))).toBe(120)
  })
})

describe('time zone rules', () => {
  it.each([
    ['Europe/Berlin', true],
    ['Asia/Kolkata', true],
    ['Australia/Adelaide', true],
    ['Asia/Kathmandu', false],
    ['Australia/Eucla', false],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s fits the half-hour grid: %s', (zone, expected) => {
    expect(hasWholeOrHalfHourOffset(zone, winter)).toBe(expected)
  })

  it.each([
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Asia/Kathmandu', FALLBACK_TIMEZONE],
    [undefined, FALLBACK_TIMEZONE],
    [42, FALLBACK_TIMEZONE],
    ['Not/AZone', FALLBACK_TIMEZONE],
  ])('usableTimeZone(%s) is %s', (candidate, expected) => {
    expect(usableTimeZone(candidate, winter)).toBe(expected)
  })

  it('recognises IANA names only, the same when asked again and after many other names', () => {
    for (let round = 0; round < 2; round++) {
      expect(isIanaTimeZone('America/New_York')).toBe(true)
      expect(isIanaTimeZone('New York')).toBe(false)
      expect(isIanaTimeZone(null)).toBe(false)
    }
    for (let index = 0; index < 1500; index++) expect(isIanaTimeZone(`Not/AZone${index}`)).toBe(false)
    expect(isIanaTimeZone('America/New_York')).toBe(true)
    expect(isIanaTimeZone('New York')).toBe(false)
  })
})
