import { describe, expect, it } from 'vitest'

import { PROMO_DURATION_MS, promoBannerState, promoCountdown, promoFirstSeen, promoMinutesLeft } from './banner'

const now = new Date('2026-11-22T12:00:00.000Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()

describe('promoFirstSeen', () => {
  it.each<[string, (string | null)[], string]>([
    ['nothing kept: now', [null, null], now.toISOString()],
    ['the earliest of storage and cookie', [hoursAgo(2), hoursAgo(5)], hoursAgo(5)],
    ['garbage ignored', ['yesterday-ish', hoursAgo(1)], hoursAgo(1)],
    ['a time in the future is not trusted', [new Date(now.getTime() + 3_600_000).toISOString()], now.toISOString()],
  ])('%s', (_, stored, expected) => {
    expect(promoFirstSeen(stored, now).toISOString()).toBe(expected)
  })
})

describe('promoBannerState', () => {
  it.each<[number, boolean, number]>([
    [0, true, PROMO_DURATION_MS],
    [71.5, true, 30 * 60_000],
    [72, false, 0],
    [100, false, 0],
  ])('first seen %s hours ago → visible %s', (hours, visible, remainingMs) => {
    expect(promoBannerState(new Date(hoursAgo(hours)), now)).toEqual({ visible, remainingMs })
  })
})

describe('promoCountdown', () => {
  it.each<[number, { hours: number; minutes: number }]>([
    [PROMO_DURATION_MS, { hours: 72, minutes: 0 }],
    [90 * 60_000, { hours: 1, minutes: 30 }],
    [30_000, { hours: 0, minutes: 1 }],
  ])('%i ms', (ms, expected) => {
    expect(promoCountdown(ms)).toEqual(expected)
  })
})

describe('promoMinutesLeft', () => {
  it.each([
    { name: 'a first visit: the full 72 hours', stored: [], minutes: 72 * 60 },
    { name: 'seen an hour ago', stored: ['2026-11-22T11:00:00Z'], minutes: 71 * 60 },
    { name: 'seen 30 s ago: still the full minute', stored: ['2026-11-22T11:59:30Z'], minutes: 72 * 60 },
    { name: 'seen 72 hours ago: over', stored: ['2026-11-19T12:00:00Z'], minutes: 0 },
    {
      name: 'the earliest of storage and cookie counts',
      stored: ['2026-11-22T11:00:00Z', '2026-11-21T12:00:00Z'],
      minutes: 48 * 60,
    },
    { name: 'a malformed or future value is ignored', stored: ['nonsense', '2026-11-23T00:00:00Z'], minutes: 72 * 60 },
  ])('$name', ({ stored, minutes }) => {
    expect(promoMinutesLeft(stored, now)).toBe(minutes)
  })
})
