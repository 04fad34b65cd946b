import { describe, expect, it } from 'vitest'

import { emptyAvailability } from './editing'
import { freeStartInstants, freeStartTimes, type FreeStartQuery } from './freeStarts'
import { GRID_TIMES } from './grid'
import type { SessionType } from './sessionTypes'
import { WEEKDAYS, type Availability } from './types'

function query(consultant: Availability, viewerZone: string, sessionType: SessionType, day: string): FreeStartQuery {
  const now = new Date('2026-01-01T00:00:00Z')
  return { availability: consultant, booked: [], viewerZone, now, sessionType, startDay: day, endDay: day }
}

function withOverrides(timezone: string, overrides: Record<string, string[]>): Availability {
  return { ...emptyAvailability(timezone), overrides }
}

describe('freeStartTimes on clock-change days', () => {
  it.each([
    // Berlin's repeated 02:00 and 02:30 are four different half-hours in Kolkata.
    [
      'Europe/Berlin',
      '2026-10-25',
      ['02:00', '02:30'],
      'Asia/Kolkata',
      '2026-10-25',
      ['05:30', '06:00', '06:30', '07:00'],
    ],
    [
      'Europe/Berlin',
      '2026-03-29',
      ['01:30', '02:00', '02:30', '03:00'],
      'Europe/Berlin',
      '2026-03-29',
      ['01:30', '03:00'],
    ],
    ['Australia/Adelaide', '2026-10-04', ['01:30', '02:00', '03:00'], 'Asia/Kolkata', '2026-10-03', ['21:30', '22:00']],
    ['Australia/Adelaide', '2026-04-05', ['02:30'], 'Europe/Berlin', '2026-04-04', ['18:00', '19:00']],
    ['America/New_York', '2026-03-08', ['01:30', '02:00', '03:00'], 'Europe/Berlin', '2026-03-08', ['07:30', '08:00']],
    ['America/New_York', '2026-11-01', ['01:30'], 'Asia/Kolkata', '2026-11-01', ['11:00', '12:00']],
  ])('%s offering on %s %j, seen from %s on %s: %j', (zone, date, offered, viewerZone, day, expected) => {
    const consultant = withOverrides(zone, { [date]: offered })
    expect(freeStartTimes(query(consultant, viewerZone, '30MINUTES', day)).days).toEqual({ [day]: expected })
  })

  it('lists a repeated wall time once on the viewer fall-back day but keeps both instants', () => {
    const allDay = emptyAvailability('UTC')
    for (const weekday of WEEKDAYS) allDay.weekly[weekday] = [...GRID_TIMES]
    const newYorkFallBack = query(allDay, 'America/New_York', '30MINUTES', '2026-11-01')
    expect(freeStartInstants(newYorkFallBack)).toHaveLength(50)
    expect(freeStartTimes(newYorkFallBack).days['2026-11-01']).toEqual(GRID_TIMES)
  })

  it('a 60-minute session over the Berlin spring-forward gap lasts a real hour: 01:30 then 03:00', () => {
    const consultant = withOverrides('Europe/Berlin', { '2026-03-29': ['01:30', '03:00'] })
    expect(freeStartTimes(query(consultant, 'Europe/Berlin', '60MINUTES', '2026-03-29')).days).toEqual({
      '2026-03-29': ['01:30'],
    })
  })
})
