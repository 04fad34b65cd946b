import { describe, expect, it } from 'vitest'

import { payoutPageOf } from './payoutPage'

describe('payoutPageOf', () => {
  it.each([
    { query: {}, page: { limit: 10 } },
    { query: { limit: '' }, page: { limit: 10 } },
    { query: { limit: '1' }, page: { limit: 1 } },
    { query: { limit: '100' }, page: { limit: 100 } },
    { query: { limit: '5', startingAfter: 'po_123' }, page: { limit: 5, startingAfter: 'po_123' } },
    { query: { endingBefore: 'po_test_abc' }, page: { limit: 10, endingBefore: 'po_test_abc' } },
    { query: { startingAfter: '', endingBefore: null }, page: { limit: 10 } },
  ])('reads $query', ({ query, page }) => {
    expect(payoutPageOf(query)).toEqual(page)
  })

  it.each([
    { limit: '0' },
    { limit: '101' },
    { limit: '-1' },
    { limit: '2.5' },
    { limit: 'ten' },
    { startingAfter: 'po_1', endingBefore: 'po_2' },
    { startingAfter: 'po_1&limit=3' },
    { endingBefore: 'x'.repeat(256) },
  ])('refuses %o', (query) => {
    expect(payoutPageOf(query)).toBeNull()
  })
})
