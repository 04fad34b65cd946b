import { describe, expect, it } from 'vitest'

import { calendarSequenceAfter } from './calendarSequence'

const at = '2026-12-01T09:00:00.000Z'
const later = '2026-12-02T14:30:00.000Z'

describe('calendarSequenceAfter', () => {
  it.each([
    {
      case: 'confirmation',
      before: ['UPCOMING_PENDING', at],
      after: ['UPCOMING_CONFIRMED', at],
      sequence: 0,
      expected: 0,
    },
    {
      case: 'a move',
      before: ['UPCOMING_CONFIRMED', at],
      after: ['UPCOMING_CONFIRMED', later],
      sequence: 0,
      expected: 1,
    },
    {
      case: 'a second move',
      before: ['UPCOMING_PENDING', later],
      after: ['UPCOMING_PENDING', at],
      sequence: 1,
      expected: 2,
    },
    {
      case: 'the same instant as a Date',
      before: ['UPCOMING_PENDING', at],
      after: ['UPCOMING_PENDING', new Date(at)],
      sequence: 3,
      expected: 3,
    },
    {
      case: 'cancellation',
      before: ['UPCOMING_CONFIRMED', at],
      after: ['PAST_CANCELLED_BY_USER', at],
      sequence: 2,
      expected: 3,
    },
    {
      case: 'declined request',
      before: ['UPCOMING_PENDING', at],
      after: ['PAST_REQ_CANCELLED_BY_CONSULTANT', at],
      sequence: 0,
      expected: 1,
    },
    {
      case: 'unanswered request',
      before: ['UPCOMING_PENDING', at],
      after: ['PAST_REQUEST_TIMEOUT', at],
      sequence: 0,
      expected: 1,
    },
    { case: 'released hold', before: ['HELD', at], after: ['HOLD_EXPIRED', at], sequence: 0, expected: 1 },
    {
      case: 'session time passed',
      before: ['UPCOMING_CONFIRMED', at],
      after: ['PAST_CONSULTATION_TIME_PASSED', at],
      sequence: 1,
      expected: 1,
    },
    {
      case: 'completion',
      before: ['PAST_CONSULTATION_TIME_PASSED', at],
      after: ['PAST_COMPLETED_WITH_TIMEOUT', at],
      sequence: 1,
      expected: 1,
    },
  ] as const)('$case: $sequence -> $expected', ({ before, after, sequence, expected }) => {
    const state = ([status, startsAt]: readonly [string, string | Date]) => ({ status, startsAt })
    expect(calendarSequenceAfter(state(before), state(after), sequence)).toBe(expected)
  })
})
