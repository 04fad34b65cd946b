import { describe, expect, it } from 'vitest'

import type { FreeStartTimes } from './freeStarts'
import { nextFreeSlots, type FreeSlotPick } from './nextFreeSlots'

const now = new Date('2026-06-14T10:00:00Z')
const berlin = (days: Record<string, string[]>): FreeStartTimes => ({ timezone: 'Europe/Berlin', days })

describe('nextFreeSlots', () => {
  it.each<[string, FreeStartTimes, FreeSlotPick, string[]]>([
    ['nothing free', berlin({ '2026-06-15': [], '2026-06-16': [] }), { count: 6, perDay: 3 }, []],
    [
      'the earliest first, whatever order the answer lists them in',
      berlin({ '2026-06-16': ['08:00'], '2026-06-15': ['10:00', '09:00'] }),
      { count: 6, perDay: 3 },
      ['2026-06-15T07:00:00.000Z', '2026-06-15T08:00:00.000Z', '2026-06-16T06:00:00.000Z'],
    ],
    [
      'at most perDay of one day, then the next day',
      berlin({ '2026-06-15': ['09:00', '09:30', '10:00', '10:30'], '2026-06-16': ['09:00'] }),
      { count: 6, perDay: 2 },
      ['2026-06-15T07:00:00.000Z', '2026-06-15T07:30:00.000Z', '2026-06-16T07:00:00.000Z'],
    ],
    [
      'no more than count',
      berlin({ '2026-06-15': ['09:00', '09:30'], '2026-06-16': ['09:00', '09:30'] }),
      { count: 3, perDay: 2 },
      ['2026-06-15T07:00:00.000Z', '2026-06-15T07:30:00.000Z', '2026-06-16T07:00:00.000Z'],
    ],
    [
      'a start that has passed is left out',
      berlin({ '2026-06-14': ['11:30', '12:00', '12:30'] }),
      { count: 6, perDay: 3 },
      ['2026-06-14T10:30:00.000Z'],
    ],
    [
      'in the answer’s zone',
      { timezone: 'Asia/Kolkata', days: { '2026-06-15': ['09:00'] } },
      { count: 6, perDay: 3 },
      ['2026-06-15T03:30:00.000Z'],
    ],
    [
      'a time the spring-forward change skips is no slot',
      berlin({ '2027-03-28': ['02:30', '03:00'] }),
      { count: 6, perDay: 3 },
      ['2027-03-28T01:00:00.000Z'],
    ],
  ])('%s', (_name, free, pick, expected) => {
    expect(nextFreeSlots(free, now, pick).map((slot) => slot.start)).toEqual(expected)
  })

  it('keeps the viewer’s day and time of each start', () => {
    expect(nextFreeSlots(berlin({ '2026-06-15': ['09:00'] }), now, { count: 1, perDay: 1 })).toEqual([
      { start: '2026-06-15T07:00:00.000Z', day: '2026-06-15', time: '09:00' },
    ])
  })
})
