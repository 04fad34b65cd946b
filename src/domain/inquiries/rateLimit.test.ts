import { describe, expect, it } from 'vitest'

import { rateLimitDecision } from './rateLimit'

const now = new Date('2026-03-29T08:30:00.000Z')
const secondsAgo = (...seconds: number[]) => seconds.map((s) => new Date(now.getTime() - s * 1000))
const times = (count: number, secondsBack: number) => secondsAgo(...Array.from({ length: count }, () => secondsBack))

describe('20 messages a minute per sender', () => {
  it.each([
    ['nothing sent', [], { allowed: true }],
    ['19 in the last minute', times(19, 5), { allowed: true }],
    ['20 in the last minute', times(20, 5), { allowed: false, retryAfterSeconds: 55 }],
    ['20, but one of them 60 s ago', [...times(19, 5), ...secondsAgo(60)], { allowed: true }],
    ['20 sent 59.5 s ago: retry in 1 s', times(20, 59.5), { allowed: false, retryAfterSeconds: 1 }],
    [
      '30 spread out: wait for the 20th newest',
      secondsAgo(...Array.from({ length: 30 }, (_, i) => i + 1)),
      {
        allowed: false,
        retryAfterSeconds: 40,
      },
    ],
    ['old ones do not count', times(50, 120), { allowed: true }],
    [
      'ones stamped just after now still count',
      [...times(10, 5), ...times(10, -0.2)],
      {
        allowed: false,
        retryAfterSeconds: 55,
      },
    ],
  ])('%s', (_name, sentAts, decision) => {
    expect(rateLimitDecision(sentAts, now)).toEqual(decision)
  })
})
