import { describe, expect, it } from 'vitest'

import { CONSULTATION_STATUSES } from '../status'
import { bookedIntervals } from './booked'

describe('bookedIntervals', () => {
  const blocking = new Set(['HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'])

  it.each(CONSULTATION_STATUSES.map((status) => [status, blocking.has(status)] as const))(
    '%s blocks the slot: %s',
    (status, blocks) => {
      const session = { status, startsAt: '2026-06-15T07:00:00.000Z', endsAt: new Date('2026-06-15T08:00:00Z') }
      const interval = { start: new Date('2026-06-15T07:00:00Z'), end: new Date('2026-06-15T08:00:00Z') }
      expect(bookedIntervals([session])).toEqual(blocks ? [{ ...interval, blocked: interval }] : [])
    },
  )

  it('keeps the id and the blocked span, buffers included, when the row has them', () => {
    const session = {
      id: 7,
      status: 'UPCOMING_CONFIRMED',
      startsAt: '2026-06-15T07:00:00.000Z',
      endsAt: '2026-06-15T07:30:00.000Z',
      blockedFrom: '2026-06-15T06:45:00.000Z',
      blockedUntil: new Date('2026-06-15T08:00:00Z'),
    }
    expect(bookedIntervals([session])).toEqual([
      {
        id: 7,
        start: new Date('2026-06-15T07:00:00Z'),
        end: new Date('2026-06-15T07:30:00Z'),
        blocked: { start: new Date('2026-06-15T06:45:00Z'), end: new Date('2026-06-15T08:00:00Z') },
      },
    ])
  })
})
