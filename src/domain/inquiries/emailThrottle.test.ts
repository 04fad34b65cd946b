import { describe, expect, it } from 'vitest'

import { emailThrottleCutoff, shouldEmailRecipient } from './emailThrottle'

const now = new Date('2026-03-29T08:30:00.000Z')
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

describe('email throttle: one email per conversation per 15 minutes', () => {
  it.each([
    ['never emailed', null, true],
    ['emailed just now', minutesAgo(0), false],
    ['emailed 14:59 ago', new Date(minutesAgo(15).getTime() + 1000), false],
    ['emailed exactly 15 minutes ago', minutesAgo(15), true],
    ['emailed an hour ago', minutesAgo(60), true],
  ])('%s → %s', (_name, lastEmailedAt, send) => {
    expect(shouldEmailRecipient(lastEmailedAt, now)).toBe(send)
  })

  it('the cutoff is 15 minutes before now', () => {
    expect(emailThrottleCutoff(now).toISOString()).toBe('2026-03-29T08:15:00.000Z')
  })
})
