import { describe, expect, it } from 'vitest'

import { sessionListFilter } from './sessionListFilter'

describe('sessionListFilter', () => {
  it.each([
    [undefined, ['UPCOMING_PENDING', 'UPCOMING_CONFIRMED'], 'soonestFirst'],
    ['upcoming', ['UPCOMING_PENDING', 'UPCOMING_CONFIRMED'], 'soonestFirst'],
    ['UPCOMING_CONFIRMED', ['UPCOMING_CONFIRMED'], 'soonestFirst'],
    ['PAST_CANCELLED_BY_USER', ['PAST_CANCELLED_BY_USER'], 'newestFirst'],
  ])('%s', (raw, statuses, order) => {
    expect(sessionListFilter(raw)).toEqual({ statuses, order })
  })

  it('archives everything that happened, never a hold', () => {
    const archived = sessionListFilter('archived')
    expect(archived?.order).toBe('newestFirst')
    expect(archived?.statuses).toHaveLength(9)
    expect(archived?.statuses).toContain('PAST_REQUEST_TIMEOUT')
    expect(archived?.statuses).not.toContain('HELD')
    expect(archived?.statuses).not.toContain('HOLD_EXPIRED')
    expect(archived?.statuses).not.toContain('UPCOMING_PENDING')
  })

  it.each(['HELD', 'HOLD_EXPIRED', 'nonsense', 'upcoming_pending'])('refuses %s', (raw) => {
    expect(sessionListFilter(raw)).toBeNull()
  })
})
