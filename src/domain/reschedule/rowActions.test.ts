import { describe, expect, it } from 'vitest'

import { moveWeekBounds, rescheduleRowActions, type RescheduleRowAction } from './rowActions'

const none = { propose: false, accept: false, decline: false, withdraw: false }

describe('rescheduleRowActions', () => {
  it.each<[string, Partial<typeof none>, RescheduleRowAction[]]>([
    ['nothing allowed', {}, []],
    ['a session that can move', { propose: true }, ['reschedule']],
    ['the other side proposed', { accept: true, decline: true }, ['acceptMove', 'declineMove']],
    ['too late to accept, still possible to decline', { decline: true }, ['declineMove']],
    ['the viewer proposed', { withdraw: true }, ['withdrawMove']],
  ])('%s', (_case, allowed, expected) => {
    expect(rescheduleRowActions({ ...none, ...allowed })).toEqual(expected)
  })
})

describe('moveWeekBounds', () => {
  it.each([
    // A Sunday evening in New York is already Monday in Berlin and Kolkata: the week starts a day apart.
    ['2026-12-06T23:30:00Z', 'America/New_York', '2026-11-30'],
    ['2026-12-06T23:30:00Z', 'Europe/Berlin', '2026-12-07'],
    ['2026-12-06T20:00:00Z', 'Asia/Kolkata', '2026-12-07'],
    ['2026-03-29T12:00:00Z', 'Europe/Berlin', '2026-03-23'],
    ['2026-10-25T01:30:00Z', 'Australia/Adelaide', '2026-10-19'],
  ])('at %s in %s the first week starts on %s', (now, zone, monday) => {
    expect(moveWeekBounds(new Date(now), zone).first).toBe(monday)
  })

  it.each(['2026-12-06T23:30:00Z', '2027-02-28T08:00:00Z'])('the last week at %s ends inside the horizon', (now) => {
    const at = new Date(now)
    const { first, last } = moveWeekBounds(at, 'Europe/Berlin')
    const lastDay = new Date(`${last}T00:00:00Z`).getTime() + 6 * 86_400_000
    const horizonDay = at.getTime() + 367 * 86_400_000
    expect(lastDay).toBeLessThanOrEqual(horizonDay)
    expect(lastDay + 7 * 86_400_000).toBeGreaterThan(horizonDay - 86_400_000)
    expect(new Date(`${last}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(last > first).toBe(true)
  })
})
