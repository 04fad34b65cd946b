import { describe, expect, it } from 'vitest'

import { BOOKING_HORIZON_DAYS, isBeyondHorizon, isDayBeyondHorizon } from './horizon'

const now = new Date('2026-03-29T08:30:00.000Z')

describe('isBeyondHorizon', () => {
  it.each([
    { instant: '2026-03-30T09:00:00.000Z', beyond: false },
    { instant: '2027-03-30T08:30:00.000Z', beyond: false },
    { instant: '2027-03-30T08:30:00.001Z', beyond: true },
    { instant: '2030-01-01T00:00:00.000Z', beyond: true },
    { instant: '9999-12-31T09:00:00.000Z', beyond: true },
    { instant: '+010000-01-01T00:00:00.000Z', beyond: true },
    { instant: 'not a date', beyond: true },
    // The past is the booking rules' business (earliest bookable day), not the horizon's.
    { instant: '2020-01-01T00:00:00.000Z', beyond: false },
  ])('$instant → $beyond', ({ instant, beyond }) => {
    expect(isBeyondHorizon(new Date(instant), now)).toBe(beyond)
  })

  it('reaches a year and a day ahead', () => {
    expect(BOOKING_HORIZON_DAYS).toBe(366)
  })
})

describe('isDayBeyondHorizon', () => {
  it.each([
    { day: '2026-03-29', beyond: false },
    { day: '2027-03-30', beyond: false },
    { day: '2027-03-31', beyond: false },
    { day: '2027-04-01', beyond: true },
    { day: '9999-12-31', beyond: true },
    { day: '2026-02-30', beyond: true },
    { day: '29.03.2026', beyond: true },
  ])('$day → $beyond', ({ day, beyond }) => {
    expect(isDayBeyondHorizon(day, now)).toBe(beyond)
  })
})
