import { describe, expect, it } from 'vitest'

import { endOf, hasEnded, isUpcoming, registrationRefusal, seatsLeft, type SeatedWebinar } from './rules'

const NOW = new Date('2026-12-01T16:00:00.000Z')
const at = (iso: string, capacity?: number | null): SeatedWebinar => ({ startsAt: iso, capacity })

describe('registrationRefusal', () => {
  it.each<[string, SeatedWebinar, number, ReturnType<typeof registrationRefusal>]>([
    ['a later webinar without a limit', at('2026-12-01T17:00:00.000Z'), 500, null],
    ['a later webinar with seats left', at('2026-12-01T17:00:00.000Z', 10), 9, null],
    ['a later webinar whose last seat is taken', at('2026-12-01T17:00:00.000Z', 10), 10, 'full'],
    ['a later webinar counted over its limit', at('2026-12-01T17:00:00.000Z', 2), 3, 'full'],
    ['a webinar beginning this very moment', at('2026-12-01T16:00:00.000Z', 10), 0, 'started'],
    ['a webinar that began a minute ago', at('2026-12-01T15:59:00.000Z'), 0, 'started'],
    ['a webinar that began and is full: it has begun', at('2026-12-01T15:00:00.000Z', 1), 1, 'started'],
    ['a webinar a millisecond ahead', at('2026-12-01T16:00:00.001Z', 1), 0, null],
    ['a start given as a Date', { startsAt: new Date('2026-12-02T09:00:00.000Z'), capacity: 1 }, 1, 'full'],
    ['a start with an offset', at('2026-12-01T17:30:00+02:00', 5), 0, 'started'],
  ])('%s', (_case, webinar, registered, expected) => {
    expect(registrationRefusal(webinar, registered, NOW)).toBe(expected)
  })
})

describe('seatsLeft', () => {
  it.each<[number | null | undefined, number, number | null]>([
    [null, 0, null],
    [undefined, 40, null],
    [30, 0, 30],
    [30, 29, 1],
    [30, 30, 0],
    [30, 31, 0],
  ])('capacity %s with %i registered leaves %s', (capacity, registered, expected) => {
    expect(seatsLeft(at('2026-12-01T17:00:00.000Z', capacity), registered)).toBe(expected)
  })
})

describe('isUpcoming', () => {
  it.each([
    ['2026-12-01T16:00:00.001Z', true],
    ['2026-12-01T16:00:00.000Z', false],
    ['2026-11-30T16:00:00.000Z', false],
  ])('%s at 16:00 UTC: %s', (startsAt, expected) => {
    expect(isUpcoming(at(startsAt), NOW)).toBe(expected)
  })
})

describe('endOf and hasEnded', () => {
  const webinar = { startsAt: '2026-12-01T15:30:00.000Z', durationMinutes: 45 }

  it('ends its duration after the start', () => {
    expect(endOf(webinar).toISOString()).toBe('2026-12-01T16:15:00.000Z')
  })

  it.each([
    ['before the start', '2026-12-01T15:00:00.000Z', false],
    ['while it runs', '2026-12-01T16:14:59.999Z', false],
    ['at its end', '2026-12-01T16:15:00.000Z', true],
    ['after its end', '2026-12-01T18:00:00.000Z', true],
  ])('%s: %s', (_case, now, expected) => {
    expect(hasEnded(webinar, new Date(now))).toBe(expected)
  })
})
