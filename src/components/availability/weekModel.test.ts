import { describe, expect, it } from 'vitest'

import {
  differsFromWeekly,
  firstRowInSight,
  isSameAvailability,
  saveBody,
  slotState,
  toggleSlot,
  type SlotState,
} from './weekModel'
import { emptyAvailability, GRID_TIMES, type Availability } from '@/domain/scheduling'

const berlin: Availability = {
  ...emptyAvailability('Europe/Berlin'),
  weekly: { ...emptyAvailability('Europe/Berlin').weekly, MON: ['09:00', '09:30'] },
  overrides: { '2026-12-01': ['10:00'] },
}
const now = new Date('2026-11-30T08:15:00Z') // 09:15 on Monday in Berlin
const booked = [{ start: new Date('2026-11-30T09:00:00Z'), end: new Date('2026-11-30T10:00:00Z') }]

describe('slotState', () => {
  it.each([
    ['2026-11-30', '08:30', 'past'],
    ['2026-11-30', '09:00', 'past'],
    ['2026-11-30', '09:30', 'open'],
    ['2026-11-30', '10:00', 'booked'],
    ['2026-11-30', '10:30', 'booked'],
    ['2026-11-30', '11:00', 'closed'],
    ['2026-12-01', '10:00', 'open'],
    ['2026-12-07', '09:00', 'open'],
    // Berlin's clocks skip 02:00 to 03:00 on 2027-03-28.
    ['2027-03-28', '02:30', 'skipped'],
  ] as const)('%s %s is %s', (date, time, state) => {
    expect(slotState(berlin, date, time, booked, now)).toBe(state)
  })
})

describe('editing the week', () => {
  it('marks a date whose times are not its weekday’s', () => {
    expect(differsFromWeekly(berlin, '2026-12-01')).toBe(true)
    expect(differsFromWeekly(berlin, '2026-12-07')).toBe(false)
    expect(differsFromWeekly(toggleSlot(berlin, '2026-12-07', '09:30'), '2026-12-07')).toBe(true)
  })

  it('sends every date that was or is an exception, with its times now', () => {
    const current = { ...berlin, overrides: { '2026-12-03': ['12:00'] } }
    expect(saveBody(current, berlin, '2026-11-30')).toEqual({
      timezone: 'Europe/Berlin',
      weekly: berlin.weekly,
      days: { '2026-12-01': [], '2026-12-03': ['12:00'] },
    })
    expect(isSameAvailability(berlin, berlin, '2026-11-30')).toBe(true)
    expect(isSameAvailability(current, berlin, '2026-11-30')).toBe(false)
    expect(isSameAvailability({ ...berlin, timezone: 'Europe/Paris' }, berlin, '2026-11-30')).toBe(false)
  })
})

describe('firstRowInSight', () => {
  const week = ['2026-11-30', '2026-12-01']
  const hours = (weekly: Partial<Availability['weekly']>, overrides: Availability['overrides'] = {}) => ({
    ...emptyAvailability('Europe/Berlin'),
    weekly: { ...emptyAvailability('Europe/Berlin').weekly, ...weekly },
    overrides,
  })
  const day = (date: string, states: Record<string, SlotState> = {}) => ({
    date,
    states: GRID_TIMES.map((time): SlotState => states[time] ?? 'closed'),
  })
  it.each([
    ['an empty week opens at 08:00', hours({}), [day(week[0]!)], '08:00'],
    [
      'a week from 09:00 opens an hour before',
      hours({ MON: ['09:00'], TUE: ['14:00'] }),
      week.map((d) => day(d)),
      '08:00',
    ],
    [
      'a booked half hour counts too',
      hours({ TUE: ['15:00'] }),
      [day(week[0]!, { '13:30': 'booked' }), day(week[1]!)],
      '12:30',
    ],
    ['an early start opens at midnight at the latest', hours({ MON: ['00:30'] }), [day(week[0]!)], '00:00'],
    [
      'a date’s own times count, not its weekday’s',
      hours({ TUE: ['09:00'] }, { '2026-12-01': ['11:00'] }),
      week.map((d) => day(d)),
      '10:00',
    ],
    [
      'gone-by hours count: the place does not follow the clock',
      hours({ MON: ['06:00'], TUE: ['10:00'] }),
      [day(week[0]!, { '06:00': 'past' }), day(week[1]!)],
      '05:00',
    ],
  ])('%s', (_name, availability, days, time) => {
    expect(GRID_TIMES[firstRowInSight(availability, days, GRID_TIMES)]).toBe(time)
  })
})
