import { describe, expect, it } from 'vitest'

import { isBookable } from './bookable'
import { emptyAvailability } from './editing'
import type { SessionType } from './sessionTypes'
import type { Availability, Interval } from './types'

const at = (value: string) => new Date(value)

// Monday 2026-06-15 in Berlin (UTC+2): 09:00, 09:30 and 10:00 are 07:00Z, 07:30Z and 08:00Z.
const consultant: Availability = {
  ...emptyAvailability('Europe/Berlin'),
  weekly: { ...emptyAvailability('Europe/Berlin').weekly, MON: ['09:00', '09:30', '10:00'] },
}
const heldAt0730: Interval[] = [{ start: at('2026-06-15T07:30:00Z'), end: at('2026-06-15T08:00:00Z') }]
const weekBefore = '2026-06-08T12:00:00Z'

describe('isBookable', () => {
  it.each<[string, string, SessionType, Interval[], string, string, string | null]>([
    ['a free offered slot', '2026-06-15T07:00:00Z', '30MINUTES', [], weekBefore, 'Europe/Berlin', null],
    ['a free offered pair', '2026-06-15T07:30:00Z', '60MINUTES', [], weekBefore, 'Europe/Berlin', null],
    ['the trial on one slot', '2026-06-15T08:00:00Z', 'TRIAL', [], weekBefore, 'Europe/Berlin', null],
    ['a quarter past', '2026-06-15T07:15:00Z', '30MINUTES', [], weekBefore, 'Europe/Berlin', 'NOT_ON_GRID'],
    ['a stray second', '2026-06-15T07:00:01Z', '30MINUTES', [], weekBefore, 'Europe/Berlin', 'NOT_ON_GRID'],
    ['no date at all', 'garbage', '30MINUTES', [], weekBefore, 'Europe/Berlin', 'NOT_ON_GRID'],
    ['today in Berlin', '2026-06-15T07:00:00Z', '30MINUTES', [], '2026-06-15T05:00:00Z', 'Europe/Berlin', 'TOO_EARLY'],
    // At 02:00Z it is already Monday in Berlin but still Sunday evening in New York.
    ['tomorrow in New York', '2026-06-15T07:00:00Z', '30MINUTES', [], '2026-06-15T02:00:00Z', 'America/New_York', null],
    [
      'today for a Berliner',
      '2026-06-15T07:00:00Z',
      '30MINUTES',
      [],
      '2026-06-15T02:00:00Z',
      'Europe/Berlin',
      'TOO_EARLY',
    ],
    ['a slot not offered', '2026-06-15T06:30:00Z', '30MINUTES', [], weekBefore, 'Europe/Berlin', 'NOT_OFFERED'],
    [
      'a pair whose second half is not offered',
      '2026-06-15T08:00:00Z',
      '60MINUTES',
      [],
      weekBefore,
      'Europe/Berlin',
      'NOT_OFFERED',
    ],
    ['a held slot', '2026-06-15T07:30:00Z', '30MINUTES', heldAt0730, weekBefore, 'Europe/Berlin', 'TAKEN'],
    [
      'a pair whose second half is held',
      '2026-06-15T07:00:00Z',
      '60MINUTES',
      heldAt0730,
      weekBefore,
      'Europe/Berlin',
      'TAKEN',
    ],
    ['a slot next to a held one', '2026-06-15T07:00:00Z', '30MINUTES', heldAt0730, weekBefore, 'Europe/Berlin', null],
  ])('%s → %s', (_case, start, sessionType, booked, now, viewerZone, reason) => {
    const result = isBookable({
      availability: consultant,
      booked,
      start: at(start),
      sessionType,
      now: at(now),
      viewerZone,
    })
    if (reason === null) expect(result).toMatchObject({ ok: true, interval: { start: at(start) } })
    else expect(result).toEqual({ ok: false, reason })
  })

  it('hands back the interval the session occupies', () => {
    const query = { availability: consultant, booked: [], now: at(weekBefore), viewerZone: 'Asia/Kolkata' }
    const interval = { start: at('2026-06-15T07:00:00Z'), end: at('2026-06-15T08:00:00Z') }
    expect(isBookable({ ...query, start: at('2026-06-15T07:00:00Z'), sessionType: '60MINUTES' })).toEqual({
      ok: true,
      interval,
      blocked: interval,
    })
  })
})
