import { describe, expect, it } from 'vitest'

import { RATE_LIMITS } from './rules'
import { combineVerdicts, counterAfterHit, retryAfterSeconds, verdictOf, waitForDisplay } from './window'

const now = new Date('2026-03-29T08:30:00.000Z')
const at = (ms: number) => new Date(now.getTime() + ms)
const rule = { name: 'test', limit: 3, windowMs: 60_000 }

describe('counterAfterHit', () => {
  it.each([
    ['the first hit opens a window', null, { hits: 1, resetAt: at(60_000) }],
    ['a hit inside the window counts', { hits: 2, resetAt: at(10_000) }, { hits: 3, resetAt: at(10_000) }],
    ['a hit at the very end opens the next window', { hits: 3, resetAt: now }, { hits: 1, resetAt: at(60_000) }],
    ['a hit after the end opens the next window', { hits: 9, resetAt: at(-1) }, { hits: 1, resetAt: at(60_000) }],
    ['refused hits stop counting one past the limit', { hits: 4, resetAt: at(5_000) }, { hits: 4, resetAt: at(5_000) }],
  ])('%s', (_name, previous, expected) => {
    expect(counterAfterHit(previous, rule, now)).toEqual(expected)
  })
})

describe('verdictOf', () => {
  it.each([
    ['first hit', { hits: 1, resetAt: at(60_000) }, { allowed: true }],
    ['the limit itself', { hits: 3, resetAt: at(1_000) }, { allowed: true }],
    [
      'one past: wait until the window ends',
      { hits: 4, resetAt: at(42_000) },
      { allowed: false, retryAfterSeconds: 42, rule: 'test' },
    ],
    [
      'a part second rounds up',
      { hits: 4, resetAt: at(41_001) },
      { allowed: false, retryAfterSeconds: 42, rule: 'test' },
    ],
    ['never less than 1 s', { hits: 4, resetAt: at(10) }, { allowed: false, retryAfterSeconds: 1, rule: 'test' }],
    [
      'never more than the window',
      { hits: 4, resetAt: at(600_000) },
      { allowed: false, retryAfterSeconds: 60, rule: 'test' },
    ],
  ])('%s', (_name, counter, expected) => {
    expect(verdictOf(rule, counter, now)).toEqual(expected)
  })

  it('a window ending in the past still asks for 1 s (another instance’s clock)', () => {
    expect(retryAfterSeconds(at(-5_000), now, 60_000)).toBe(1)
  })
})

describe('a run of hits through counterAfterHit and verdictOf', () => {
  it.each([
    ['20 a minute: 30 hits in one second give 20 allowed', RATE_LIMITS.messagesPerSender, 30, 1_000 / 30, 20],
    ['the resend cooldown: one per 120 s', RATE_LIMITS.resendCodePerEmail, 5, 10_000, 1],
    ['10 s apart over two windows: 3 in each', rule, 10, 10_000, 6],
  ])('%s', (_name, limits, hits, everyMs, allowed) => {
    let counter = null
    let granted = 0
    for (let i = 0; i < hits; i++) {
      const time = at(Math.round(i * everyMs))
      counter = counterAfterHit(counter, limits, time)
      if (verdictOf(limits, counter, time).allowed) granted++
    }
    expect(granted).toBe(allowed)
  })
})

describe('combineVerdicts', () => {
  const refused = (retryAfterSeconds: number, name: string) => ({
    allowed: false as const,
    retryAfterSeconds,
    rule: name,
  })
  it.each([
    ['no rules', [], { allowed: true }],
    ['all allow', [{ allowed: true as const }, { allowed: true as const }], { allowed: true }],
    ['one refuses', [{ allowed: true as const }, refused(30, 'ip')], refused(30, 'ip')],
    ['two refuse: the longer wait', [refused(30, 'ip'), refused(90, 'email')], refused(90, 'email')],
  ])('%s', (_name, verdicts, expected) => {
    expect(combineVerdicts(verdicts)).toEqual(expected)
  })
})

describe('waitForDisplay', () => {
  it.each([
    [1, { unit: 'seconds', seconds: 1 }],
    [120, { unit: 'seconds', seconds: 120 }],
    [121, { unit: 'minutes', minutes: 3 }],
    [3600, { unit: 'minutes', minutes: 60 }],
  ])('%i s', (seconds, expected) => {
    expect(waitForDisplay(seconds)).toEqual(expected)
  })
})

describe('RATE_LIMITS', () => {
  it('keeps the limits of the spec', () => {
    expect(RATE_LIMITS.resendCodePerEmail).toMatchObject({ limit: 1, windowMs: 120_000 })
    expect(RATE_LIMITS.messagesPerSender).toMatchObject({ limit: 20, windowMs: 60_000 })
  })

  it('gives every rule its own name, as the name is part of the stored key', () => {
    const names = Object.values(RATE_LIMITS).map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
