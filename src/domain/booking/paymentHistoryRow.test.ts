import { describe, expect, it } from 'vitest'

import { paymentHistoryRow } from './paymentHistoryRow'

const entry = {
  paymentUpdatedAt: '2026-11-21T23:30:00.000Z',
  paymentStatus: 'captured',
  price: 119,
  processingFees: 0,
  discount: 0,
}

describe('paymentHistoryRow', () => {
  it.each([
    ['captured is Paid', { paymentStatus: 'captured' }, 'paid'],
    ['requires_capture is Pending', { paymentStatus: 'requires_capture' }, 'pending'],
    ['cancelled is Refunded', { paymentStatus: 'cancelled' }, 'refunded'],
    ['refunded is Refunded', { paymentStatus: 'refunded' }, 'refunded'],
    ['anything else is Unknown', { paymentStatus: 'weird' }, 'unknown'],
  ])('%s', (_name, change, label) => {
    expect(paymentHistoryRow({ ...entry, ...change }, 'en', 'UTC').label).toBe(label)
  })

  it.each([
    [{ price: 119, processingFees: 2.5, discount: 11.9 }, 'en', '€109.60'],
    [{ price: 59.5, processingFees: 0, discount: 0 }, 'de', '59,50\u00a0€'],
    [{ price: 0.1, processingFees: 0.2, discount: 0 }, 'en', '€0.30'],
  ] as const)('total of %j in %s is %s', (change, locale, total) => {
    expect(paymentHistoryRow({ ...entry, ...change }, locale, 'UTC').total).toBe(total)
  })

  it('dates the payment in the viewer’s zone, spelled out in their language', () => {
    expect(paymentHistoryRow(entry, 'en', 'UTC').date).toBe('21 November 2026')
    expect(paymentHistoryRow(entry, 'de', 'Europe/Berlin').date).toBe('22 November 2026')
    expect(paymentHistoryRow({ ...entry, paymentUpdatedAt: '2026-03-02T10:00:00Z' }, 'de', 'UTC').date).toBe(
      '2 März 2026',
    )
  })
})
