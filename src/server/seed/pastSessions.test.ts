import { describe, expect, it } from 'vitest'

import { pastStart } from './pastSessions'
import { SEED_REVIEWS } from './reviews'

// One week of days on which the demo data may be seeded, Monday 2026-11-23 to Sunday 2026-11-29 (noon UTC).
const WEEK = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 23 + day, 12)))

const newestFirst = (now: Date) =>
  SEED_REVIEWS.map((review, index) => ({ index, start: pastStart(now, review.workingDaysAgo, index) }))
    .sort((a, b) => b.start.getTime() - a.start.getTime())
    .map(({ index }) => index)

describe('seeded past sessions', () => {
  it.each(WEEK.map((now) => [now.toISOString().slice(0, 10), now] as const))(
    'seeded on %s: every session on a working day before today',
    (_, now) => {
      const today = now.toISOString().slice(0, 10)
      for (const [index, review] of SEED_REVIEWS.entries()) {
        const start = pastStart(now, review.workingDaysAgo, index)
        expect([1, 2, 3, 4, 5]).toContain(start.getUTCDay())
        expect(start.toISOString().slice(0, 10) < today).toBe(true)
      }
    },
  )

  it('puts the reviews in the same order whatever the weekday', () => {
    const orders = WEEK.map(newestFirst)
    for (const order of orders.slice(1)) expect(order).toEqual(orders[0])
  })

  it('counts working days: 5 of them before a Wednesday is the Wednesday before', () => {
    expect(pastStart(new Date('2026-11-25T12:00:00Z'), 5, 0).toISOString()).toBe('2026-11-18T08:00:00.000Z')
    expect(pastStart(new Date('2026-11-30T12:00:00Z'), 1, 1).toISOString()).toBe('2026-11-27T09:30:00.000Z')
  })
})
