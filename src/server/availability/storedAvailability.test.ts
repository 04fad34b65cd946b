import { describe, expect, it } from 'vitest'

import { toAvailability } from './storedAvailability'

describe('toAvailability', () => {
  it('gives an empty week in the fallback zone when nothing is stored', () => {
    const availability = toAvailability(undefined, 'Europe/London')
    expect(availability.timezone).toBe('Europe/London')
    expect(Object.values(availability.weekly).every((times) => times.length === 0)).toBe(true)
    expect(availability.overrides).toEqual({})
  })

  it('keeps only grid times and real dates from hand-edited json', () => {
    const availability = toAvailability(
      {
        timezone: 'Asia/Kolkata',
        weekly: { MON: ['09:30', '09:00', '09:15', 7, '09:00'], FUNDAY: ['10:00'], TUE: 'all day' },
        overrides: { '2026-12-01': ['10:00'], '2026-02-30': ['10:00'], 'next monday': [], '2026-12-02': null },
      },
      'Europe/London',
    )
    expect(availability.weekly).toMatchObject({ MON: ['09:00', '09:30'], TUE: [], SUN: [] })
    expect(availability.weekly).not.toHaveProperty('FUNDAY')
    expect(availability.overrides).toEqual({ '2026-12-01': ['10:00'], '2026-12-02': [] })
  })
})
