import { describe, expect, it } from 'vitest'

import { mergeAvailability } from './mergeAvailability'
import { emptyAvailability } from '@/domain/scheduling'

const now = new Date('2026-11-22T23:30:00Z')
const week = emptyAvailability('Europe/Berlin').weekly

describe('mergeAvailability', () => {
  const current = {
    timezone: 'Europe/Berlin',
    weekly: { ...week, MON: ['09:00'] },
    overrides: { '2026-11-30': ['10:00'], '2026-12-01': [] },
  }

  it('lets days replace overrides of those dates and keeps the rest', () => {
    const merged = mergeAvailability(current, { timezone: 'Europe/Berlin', days: { '2026-12-01': ['11:00'] } }, now)
    expect(merged.overrides).toEqual({ '2026-11-30': ['10:00'], '2026-12-01': ['11:00'] })
    expect(merged.weekly).toBe(current.weekly)
  })

  it('drops overrides that say the same as a new weekly template', () => {
    const weekly = { ...week, MON: ['10:00'], TUE: [] }
    const merged = mergeAvailability(current, { timezone: 'Europe/Berlin', days: {}, weekly }, now)
    expect(merged).toEqual({ timezone: 'Europe/Berlin', weekly, overrides: {} })
  })

  it.each([
    // 23:30 UTC on the 22nd is already the 23rd in Berlin, still the 22nd in New York.
    ['Europe/Berlin', ['2026-11-23']],
    ['America/New_York', ['2026-11-22', '2026-11-23']],
  ])('prunes dates before today in the new zone %s', (timezone, kept) => {
    const days = { '2026-11-21': ['09:00'], '2026-11-22': ['09:00'], '2026-11-23': ['09:00'] }
    const merged = mergeAvailability(emptyAvailability('UTC'), { timezone, days }, now)
    expect(Object.keys(merged.overrides)).toEqual(kept)
  })
})
