import { describe, expect, it } from 'vitest'

import { testCardOutcome } from './testCards'

describe('testCardOutcome', () => {
  it.each([
    ['4242 4242 4242 4242', 'authorised'],
    ['4242424242424242', 'authorised'],
    ['4242-4242-4242-4242', 'authorised'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000000000000002', 'declined'],
    ['4111 1111 1111 1111', 'unknown'],
    ['4242 4242 4242 424', 'unknown'],
    ['', 'unknown'],
    ['4242 4242 4242 4242 ', 'authorised'],
  ])('%j is %s', (cardNumber, outcome) => {
    expect(testCardOutcome(cardNumber)).toBe(outcome)
  })
})
