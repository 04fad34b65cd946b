import { describe, expect, it } from 'vitest'

import { attemptsLeftAfterFailure, checkCode, codeExpiry, formatCode, type StoredCode } from './codes'

const now = new Date('2026-03-29T10:00:00.000Z')
const later = (ms: number) => new Date(now.getTime() + ms)
const fresh: StoredCode = { expiresAt: codeExpiry(now), attempts: 0, consumedAt: null }

describe('formatCode', () => {
  it.each([
    [0, '000000'],
    [42, '000042'],
    [999_999, '999999'],
    [123_456, '123456'],
  ])('%i → %s', (value, code) => expect(formatCode(value)).toBe(code))

  it.each([-1, 1_000_000, 1.5, Number.NaN])('rejects %s', (value) =>
    expect(() => formatCode(value)).toThrow(RangeError),
  )
})

describe('checkCode', () => {
  it.each([
    { name: 'right digits in time', stored: fresh, match: true, at: later(60_000), result: 'ok' },
    { name: 'wrong digits', stored: fresh, match: false, at: later(60_000), result: 'wrong' },
    { name: 'right digits one ms before expiry', stored: fresh, match: true, at: later(599_999), result: 'ok' },
    { name: 'right digits at 10 minutes', stored: fresh, match: true, at: later(600_000), result: 'expired' },
    { name: 'wrong digits after expiry', stored: fresh, match: false, at: later(700_000), result: 'expired' },
    {
      name: 'reused code',
      stored: { ...fresh, consumedAt: later(1000) },
      match: true,
      at: later(2000),
      result: 'used',
    },
    { name: 'fifth guess still counts', stored: { ...fresh, attempts: 4 }, match: true, at: later(1000), result: 'ok' },
    {
      name: 'sixth guess after 5 wrong',
      stored: { ...fresh, attempts: 5 },
      match: true,
      at: later(1000),
      result: 'exhausted',
    },
  ] as const)('$name → $result', ({ stored, match, at, result }) => {
    expect(checkCode(stored, match, at)).toBe(result)
  })
})

describe('attempts', () => {
  it.each([
    [0, 4],
    [3, 1],
    [4, 0],
    [7, 0],
  ])('after a failure with %i earlier attempts, %i are left', (before, left) => {
    expect(attemptsLeftAfterFailure(before)).toBe(left)
  })
})
