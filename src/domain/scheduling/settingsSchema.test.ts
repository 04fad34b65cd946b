import { describe, expect, it } from 'vitest'

import { NO_RULES } from './rules'
import {
  addTimeOff,
  pruneTimeOffBefore,
  removeTimeOff,
  schedulingRulesSchema,
  storedTimeOffSchema,
  timeOffDays,
  timeOffRangeSchemaAt,
} from './settingsSchema'
import type { TimeOff } from './types'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe('schedulingRulesSchema', () => {
  it.each([
    [{}, []],
    [
      {
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 120,
        minimumNoticeHours: 720,
        maxSessionsPerDay: 48,
        maxSessionsPerWeek: 336,
      },
      [],
    ],
    [{ bufferBeforeMinutes: 7 }, ['bufferBeforeMinutes: availability.invalidBuffer']],
    [{ bufferAfterMinutes: 125 }, ['bufferAfterMinutes: availability.invalidBuffer']],
    [{ bufferAfterMinutes: -5 }, ['bufferAfterMinutes: availability.invalidBuffer']],
    [{ bufferAfterMinutes: '15' }, ['bufferAfterMinutes: availability.invalidBuffer']],
    [{ minimumNoticeHours: 1.5 }, ['minimumNoticeHours: availability.invalidNotice']],
    [{ minimumNoticeHours: 721 }, ['minimumNoticeHours: availability.invalidNotice']],
    [{ maxSessionsPerDay: 0 }, ['maxSessionsPerDay: availability.invalidLimit']],
    [{ maxSessionsPerWeek: 337 }, ['maxSessionsPerWeek: availability.invalidLimit']],
    [{ maxSessionsPerWeek: undefined }, ['maxSessionsPerWeek: availability.invalidLimit']],
  ])('%j -> %j', (change, expected) => {
    expect(messagesOf(schedulingRulesSchema.safeParse({ ...NO_RULES, ...change }))).toEqual(expected)
  })
})

describe('timeOffRangeSchemaAt', () => {
  // 23:30 UTC on 30 November is already 1 December in Berlin, still 30 November in New York.
  const now = new Date('2026-11-30T23:30:00Z')

  it.each([
    ['Europe/Berlin', { from: '2026-12-01', to: '2026-12-21' }, { from: '2026-12-01', to: '2026-12-21' }],
    ['America/New_York', { from: '2026-11-30', to: '2026-11-30' }, { from: '2026-11-30', to: '2026-11-30' }],
    // A range that began yesterday keeps what is left of it.
    ['Europe/Berlin', { from: '2026-11-25', to: '2026-12-03' }, { from: '2026-12-01', to: '2026-12-03' }],
    ['Europe/Berlin', { from: '2027-12-01', to: '2027-12-02' }, { from: '2027-12-01', to: '2027-12-02' }],
  ])('in %s %j is kept as %j', (zone, range, expected) => {
    expect(timeOffRangeSchemaAt(now, zone).parse(range)).toEqual(expected)
  })

  it.each([
    ['Europe/Berlin', { from: '2026-11-30', to: '2026-11-30' }, ['to: availability.timeOffPast']],
    ['Europe/Berlin', { from: '2026-12-21', to: '2026-12-01' }, ['to: availability.invalidRange']],
    ['Europe/Berlin', { from: '2026-02-30', to: '2026-12-01' }, ['from: availability.invalidDate']],
    ['Europe/Berlin', { from: '2026-12-01', to: '2028-01-01' }, ['to: availability.invalidDate']],
    ['Europe/Berlin', { from: 20261201, to: '2026-12-01' }, ['from: availability.invalidDate']],
  ])('in %s %j is refused with %j', (zone, range, expected) => {
    expect(messagesOf(timeOffRangeSchemaAt(now, zone).safeParse(range))).toEqual(expected)
  })
})

describe('addTimeOff', () => {
  const existing: TimeOff[] = [
    { id: 'a', from: '2026-12-01', to: '2026-12-05' },
    { id: 'b', from: '2026-12-10', to: '2026-12-12' },
  ]

  it.each([
    [
      'apart from both',
      { from: '2026-12-20', to: '2026-12-24' },
      [existing[0], existing[1], { id: 'n', from: '2026-12-20', to: '2026-12-24' }],
    ],
    [
      'before both',
      { from: '2026-11-20', to: '2026-11-21' },
      [{ id: 'n', from: '2026-11-20', to: '2026-11-21' }, existing[0], existing[1]],
    ],
    [
      'overlapping the first',
      { from: '2026-12-04', to: '2026-12-07' },
      [{ id: 'n', from: '2026-12-01', to: '2026-12-07' }, existing[1]],
    ],
    [
      'touching the second (the day before)',
      { from: '2026-12-07', to: '2026-12-09' },
      [existing[0], { id: 'n', from: '2026-12-07', to: '2026-12-12' }],
    ],
    ['bridging both', { from: '2026-12-06', to: '2026-12-09' }, [{ id: 'n', from: '2026-12-01', to: '2026-12-12' }]],
    [
      'inside the first',
      { from: '2026-12-02', to: '2026-12-03' },
      [{ id: 'n', from: '2026-12-01', to: '2026-12-05' }, existing[1]],
    ],
  ])('%s', (_case, range, expected) => {
    expect(addTimeOff(existing, range, 'n')).toEqual(expected)
  })

  it('removes a range as one and prunes what has ended', () => {
    const merged = addTimeOff(existing, { from: '2026-12-06', to: '2026-12-09' }, 'n')
    expect(removeTimeOff(merged, 'n')).toEqual([])
    expect(pruneTimeOffBefore(existing, '2026-12-06')).toEqual([existing[1]])
    expect(pruneTimeOffBefore(existing, '2026-12-05')).toEqual(existing)
  })

  it('counts the days of a range across a clock change', () => {
    expect(timeOffDays({ from: '2026-03-20', to: '2026-04-09' })).toBe(21)
  })

  it('keeps at most 50 ranges in the collection', () => {
    const ranges = Array.from({ length: 51 }, (_, index) => ({ id: `r${index}`, from: '2027-01-01', to: '2027-01-01' }))
    expect(messagesOf(storedTimeOffSchema.safeParse(ranges))).toEqual([': availability.tooManyTimeOffs'])
    expect(storedTimeOffSchema.safeParse(ranges.slice(1)).success).toBe(true)
  })
})
