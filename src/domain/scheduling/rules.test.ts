import { describe, expect, it } from 'vitest'

import { isBookable } from './bookable'
import { emptyAvailability } from './editing'
import { freeStartInstants, freeStartTimes } from './freeStarts'
import { NO_RULES } from './rules'
import type { SessionType } from './sessionTypes'
import { WEEKDAYS, type Availability, type BookedSession, type SchedulingRules, type TimeOff } from './types'

const at = (iso: string) => new Date(iso)

function everyDay(timezone: string, times: string[], extra: Partial<Availability> = {}): Availability {
  const weekly = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, times])) as Availability['weekly']
  return { ...emptyAvailability(timezone), weekly, ...extra }
}

const session = (start: string, end: string, blocked?: [string, string]): BookedSession => ({
  start: at(start),
  end: at(end),
  ...(blocked ? { blocked: { start: at(blocked[0]), end: at(blocked[1]) } } : {}),
})

const rules = (partial: Partial<SchedulingRules>): SchedulingRules => ({ ...NO_RULES, ...partial })

const iso = (instants: Date[]) => instants.map((instant) => instant.toISOString().replace('.000Z', 'Z'))

describe('time off', () => {
  const timeOff: TimeOff[] = [{ id: 'away', from: '2026-03-28', to: '2026-03-30' }]

  it.each([
    // Berlin springs forward on the 29th, inside the time off: the days either side keep their times.
    ['Europe/Berlin', 'Europe/Berlin', { '2026-03-27': ['10:00'], '2026-03-31': ['10:00'] }],
    // Seen from New York, the consultant's 10:00 on the 31st is 04:00 there; the time off still ends with the 30th.
    ['Europe/Berlin', 'America/New_York', { '2026-03-27': ['05:00'], '2026-03-31': ['04:00'] }],
    // Sydney's clocks go back on 5 April; its time off is its own dates, whatever the viewer's zone.
    ['Australia/Sydney', 'Australia/Sydney', { '2026-03-27': ['10:00'], '2026-03-31': ['10:00'] }],
  ])('a consultant in %s is away from the 28th to the 30th, seen from %s', (zone, viewerZone, expected) => {
    // An override inside the time off stays hidden: time off wins over everything the calendar says.
    const availability = everyDay(zone, ['10:00'], { timeOff, overrides: { '2026-03-29': ['11:00'] } })
    const free = freeStartTimes({
      availability,
      booked: [],
      viewerZone,
      now: at('2026-03-01T00:00:00Z'),
      sessionType: '30MINUTES',
      startDay: '2026-03-26',
      endDay: '2026-03-31',
    })
    const nonEmpty = Object.fromEntries(
      Object.entries(free.days).filter(([day, times]) => times.length && day > '2026-03-26'),
    )
    expect(nonEmpty).toEqual(expected)
  })
})

describe('buffers', () => {
  const night = ['01:00', '01:30', '02:00', '02:30', '03:00', '03:30']

  it.each<{ case: string; zone: string; day: string; booked: BookedSession[]; rules: SchedulingRules; free: string[] }>(
    [
      {
        // Berlin falls back on 25 October: 02:00 and 02:30 happen twice. A session at the first 02:00 with
        // its 30-minute buffers blocks 01:30 to the second 02:00; a new one needs its own buffers too.
        case: 'Berlin fall-back night, 30 minutes either side',
        zone: 'Europe/Berlin',
        day: '2026-10-25',
        booked: [
          session('2026-10-25T00:00:00Z', '2026-10-25T00:30:00Z', ['2026-10-24T23:30:00Z', '2026-10-25T01:00:00Z']),
        ],
        rules: rules({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 }),
        free: ['2026-10-25T01:30:00Z', '2026-10-25T02:00:00Z', '2026-10-25T02:30:00Z'],
      },
      {
        case: 'the same night without buffers',
        zone: 'Europe/Berlin',
        day: '2026-10-25',
        booked: [session('2026-10-25T00:00:00Z', '2026-10-25T00:30:00Z')],
        rules: NO_RULES,
        free: [
          '2026-10-24T23:00:00Z',
          '2026-10-24T23:30:00Z',
          '2026-10-25T00:30:00Z',
          '2026-10-25T01:00:00Z',
          '2026-10-25T01:30:00Z',
          '2026-10-25T02:00:00Z',
          '2026-10-25T02:30:00Z',
        ],
      },
      {
        // New York springs forward on 8 March: 02:00 and 02:30 do not exist, 01:30 is followed by 03:00.
        // 01:30's session ends at 03:00 EDT; with 15 minutes after it, 03:00 is taken, and 01:00's own
        // buffer after would reach into 01:30's session.
        case: 'New York spring-forward night, 15 minutes after',
        zone: 'America/New_York',
        day: '2026-03-08',
        booked: [
          session('2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z', ['2026-03-08T06:30:00Z', '2026-03-08T07:15:00Z']),
        ],
        rules: rules({ bufferAfterMinutes: 15 }),
        free: ['2026-03-08T07:30:00Z'],
      },
      {
        // Buffers never overlap: an old session's 20 minutes after plus a new one's 10 before keep 30 free.
        case: 'a stored buffer after and a new buffer before add up',
        zone: 'Asia/Kolkata',
        day: '2026-06-15',
        booked: [
          session('2026-06-14T20:30:00Z', '2026-06-14T21:00:00Z', ['2026-06-14T20:30:00Z', '2026-06-14T21:20:00Z']),
        ],
        rules: rules({ bufferBeforeMinutes: 10 }),
        free: ['2026-06-14T19:30:00Z', '2026-06-14T21:30:00Z', '2026-06-14T22:00:00Z'],
      },
    ],
  )('$case', ({ zone, day, booked, rules: asked, free }) => {
    const times = zone === 'Asia/Kolkata' ? ['01:00', '02:00', '02:30', '03:00', '03:30'] : night
    const availability = everyDay(zone, times, { rules: asked })
    const query = {
      availability,
      booked,
      viewerZone: zone,
      now: at('2026-01-01T00:00:00Z'),
      sessionType: '30MINUTES' as const,
    }
    expect(iso(freeStartInstants({ ...query, startDay: day, endDay: day }))).toEqual(free)
  })
})

describe('minimum notice', () => {
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']

  it.each([
    // 10:00 EST on Saturday; 24 hours later it is 11:00 EDT on Sunday, not 10:00: clocks sprang forward.
    ['America/New_York', '2026-03-07T15:00:00Z', 24, '2026-03-08', ['11:00', '11:30']],
    // Berlin falls back on Sunday 25 October: 24 hours after 10:00 CEST Saturday is 09:00 CET Sunday.
    ['Europe/Berlin', '2026-10-24T08:00:00Z', 24, '2026-10-25', ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']],
    ['Europe/Berlin', '2026-10-24T08:00:00Z', 25, '2026-10-25', ['10:00', '10:30', '11:00', '11:30']],
    // The spec's "tomorrow" stays the lower bound: two hours of notice late in the evening change nothing.
    ['Europe/Berlin', '2026-06-14T21:00:00Z', 2, '2026-06-15', times],
    ['Europe/Berlin', '2026-06-14T21:00:00Z', 0, '2026-06-15', times],
  ])('%s at %s with %s hours of notice offers on %s %j', (zone, now, hours, day, expected) => {
    const availability = everyDay(zone, times, { rules: rules({ minimumNoticeHours: hours }) })
    const free = freeStartTimes({
      availability,
      booked: [],
      viewerZone: zone,
      now: at(now),
      sessionType: '30MINUTES',
      startDay: day,
      endDay: day,
    })
    expect(free.days[day]).toEqual(expected)
  })
})

describe('sessions per day and per week', () => {
  const sydney = (limits: Partial<SchedulingRules>) =>
    everyDay('Australia/Sydney', ['09:00', '23:30'], { rules: rules(limits) })
  // Sunday 5 April 2026 23:30 in Sydney, hours after the clocks went back: still the week of 30 March.
  const sundayNight = session('2026-04-05T13:30:00Z', '2026-04-05T14:00:00Z')
  const list = (availability: Availability, booked: BookedSession[], startDay: string, endDay: string) =>
    freeStartTimes({
      availability,
      booked,
      viewerZone: 'Australia/Sydney',
      now: at('2026-03-01T00:00:00Z'),
      sessionType: '30MINUTES',
      startDay,
      endDay,
    }).days

  it('closes a day that has its maximum and leaves the next open', () => {
    const days = list(sydney({ maxSessionsPerDay: 1 }), [sundayNight], '2026-04-05', '2026-04-06')
    expect(days).toEqual({ '2026-04-05': [], '2026-04-06': ['09:00', '23:30'] })
  })

  it('closes the rest of a week that has its maximum, counted Monday to Sunday in the consultant zone', () => {
    const days = list(sydney({ maxSessionsPerWeek: 1 }), [sundayNight], '2026-04-04', '2026-04-06')
    expect(days).toEqual({ '2026-04-04': [], '2026-04-05': [], '2026-04-06': ['09:00', '23:30'] })
  })

  it('leaves everything open below the limits', () => {
    const days = list(
      sydney({ maxSessionsPerDay: 2, maxSessionsPerWeek: 2 }),
      [sundayNight],
      '2026-04-05',
      '2026-04-05',
    )
    expect(days).toEqual({ '2026-04-05': ['09:00'] })
  })
})

describe('isBookable with the consultant rules', () => {
  const base = everyDay('Europe/Berlin', ['09:00', '09:30', '10:00', '10:30'])
  const now = at('2026-06-10T08:00:00Z')
  const held = session('2026-06-15T07:30:00Z', '2026-06-15T08:00:00Z', ['2026-06-15T07:15:00Z', '2026-06-15T08:00:00Z'])

  it.each<{
    case: string
    availability: Availability
    start: string
    type: SessionType
    booked: BookedSession[]
    expected: string | null
  }>([
    {
      case: 'time off',
      availability: { ...base, timeOff: [{ id: 'x', from: '2026-06-15', to: '2026-06-15' }] },
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [],
      expected: 'NOT_OFFERED',
    },
    {
      case: 'a day after the time off',
      availability: { ...base, timeOff: [{ id: 'x', from: '2026-06-14', to: '2026-06-14' }] },
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [],
      expected: null,
    },
    {
      case: 'inside the notice',
      availability: { ...base, rules: rules({ minimumNoticeHours: 24 * 6 }) },
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [],
      expected: 'TOO_EARLY',
    },
    {
      case: 'after the notice',
      availability: { ...base, rules: rules({ minimumNoticeHours: 24 * 5 - 1 }) },
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [],
      expected: null,
    },
    {
      case: 'its buffer after reaches a held session',
      availability: { ...base, rules: rules({ bufferAfterMinutes: 5 }) },
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [held],
      expected: 'TAKEN',
    },
    {
      case: 'the held session buffer before reaches it',
      availability: base,
      start: '2026-06-15T07:00:00Z',
      type: '30MINUTES',
      booked: [held],
      expected: 'TAKEN',
    },
    {
      case: 'clear of the held session and its buffers',
      availability: { ...base, rules: rules({ bufferBeforeMinutes: 30 }) },
      start: '2026-06-15T08:30:00Z',
      type: '30MINUTES',
      booked: [held],
      expected: null,
    },
    {
      case: 'the day is full',
      availability: { ...base, rules: rules({ maxSessionsPerDay: 1 }) },
      start: '2026-06-15T08:30:00Z',
      type: '30MINUTES',
      booked: [held],
      expected: 'FULLY_BOOKED',
    },
    {
      case: 'the week is full',
      availability: { ...base, rules: rules({ maxSessionsPerWeek: 1 }) },
      start: '2026-06-16T07:00:00Z',
      type: '60MINUTES',
      booked: [held],
      expected: 'FULLY_BOOKED',
    },
  ])('$case', ({ availability, start, type, booked, expected }) => {
    const result = isBookable({
      availability,
      booked,
      start: at(start),
      sessionType: type,
      now,
      viewerZone: 'Europe/Berlin',
    })
    if (expected === null) expect(result.ok).toBe(true)
    else expect(result).toEqual({ ok: false, reason: expected })
  })

  it('hands back the blocked span with the buffers', () => {
    const availability = { ...base, rules: rules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 10 }) }
    const result = isBookable({
      availability,
      booked: [],
      start: at('2026-06-16T07:00:00Z'),
      sessionType: '60MINUTES',
      now,
      viewerZone: 'Europe/Berlin',
    })
    expect(result).toEqual({
      ok: true,
      interval: { start: at('2026-06-16T07:00:00Z'), end: at('2026-06-16T08:00:00Z') },
      blocked: { start: at('2026-06-16T06:45:00Z'), end: at('2026-06-16T08:10:00Z') },
    })
  })
})

describe('a move booked for someone else', () => {
  const availability = everyDay('Europe/Berlin', ['08:00', '08:30', '09:00', '09:30', '10:00'])
  // 18:00 on Sunday 14 June in Berlin is already 01:00 on Monday in Tokyo.
  const now = at('2026-06-14T16:00:00Z')
  const list = (sessionType: SessionType, booker?: { zone: string; busy: BookedSession[] }) =>
    freeStartTimes({
      availability,
      booked: [],
      viewerZone: 'Europe/Berlin',
      now,
      sessionType,
      startDay: '2026-06-15',
      endDay: '2026-06-15',
      ...(booker ? { booker } : {}),
    }).days['2026-06-15']

  it.each<[string, SessionType, { zone: string; busy: BookedSession[] } | undefined, string[]]>([
    ['the viewer books for themselves', '30MINUTES', undefined, ['08:00', '08:30', '09:00', '09:30', '10:00']],
    ['a consultee in Tokyo, whose tomorrow starts a day later', '30MINUTES', { zone: 'Asia/Tokyo', busy: [] }, []],
    [
      'a consultee busy from 09:00 to 10:00 Berlin time, 30 minutes',
      '30MINUTES',
      { zone: 'Europe/Berlin', busy: [session('2026-06-15T07:00:00Z', '2026-06-15T08:00:00Z')] },
      ['08:00', '08:30', '10:00'],
    ],
    [
      'the same consultee, 60 minutes',
      '60MINUTES',
      { zone: 'Europe/Berlin', busy: [session('2026-06-15T07:00:00Z', '2026-06-15T08:00:00Z')] },
      ['08:00'],
    ],
  ])('%s', (_case, sessionType, booker, expected) => {
    expect(list(sessionType, booker)).toEqual(expected)
  })

  it('refuses a start that touches the booker other sessions', () => {
    const busy = [session('2026-06-15T07:00:00Z', '2026-06-15T08:00:00Z')]
    const query = { availability, booked: [], now, viewerZone: 'Europe/Berlin', sessionType: '30MINUTES' as const }
    expect(isBookable({ ...query, start: at('2026-06-15T07:30:00Z'), busy })).toEqual({ ok: false, reason: 'TAKEN' })
    expect(isBookable({ ...query, start: at('2026-06-15T08:00:00Z'), busy }).ok).toBe(true)
  })
})
