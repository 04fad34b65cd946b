import { describe, expect, it } from 'vitest'

import { calendarFeedStart, isInCalendarFeedWindow } from './window'

const now = new Date('2026-04-10T12:00:00.000Z')

describe('the calendar feed window', () => {
  it('starts 30 days of 24 hours before now', () => {
    expect(calendarFeedStart(now).toISOString()).toBe('2026-03-11T12:00:00.000Z')
  })

  it.each([
    ['a session 31 days ago', '2026-03-10T12:00:00.000Z', false],
    ['a session a minute before the start', '2026-03-11T11:59:00.000Z', false],
    ['a session at the start', '2026-03-11T12:00:00.000Z', true],
    // Across the change to summer time in Europe (29 March): instants, not local days, are counted.
    ['a session 12 days ago', '2026-03-29T01:30:00.000Z', true],
    ['a session right now', '2026-04-10T12:00:00.000Z', true],
    ['a session in two years', '2028-04-10T12:00:00.000Z', true],
  ])('%s is listed: %s', (_name, startsAt, listed) => {
    expect(isInCalendarFeedWindow(new Date(startsAt), now)).toBe(listed)
  })
})
