import { describe, expect, it } from 'vitest'

import { isAuthorised, refundedTotal } from './paymentRecord'
import type { PaymentStatus } from '../status'

describe('isAuthorised', () => {
  it.each<[PaymentStatus | null, boolean]>([
    [null, false],
    ['requires_payment_method', false],
    ['cancelled', false],
    ['requires_capture', true],
    ['captured', true],
    ['partially_refunded', true],
    ['refunded', true],
  ])('%s: %s', (status, expected) => {
    expect(isAuthorised(status)).toBe(expected)
  })
})

describe('refundedTotal', () => {
  it.each<[string, PaymentStatus, number, number | null, number]>([
    ['a full refund naming its amount', 'refunded', 0, 11900, 11900],
    ['a full refund naming no amount refunds the total', 'refunded', 0, null, 11900],
    ['a partial refund records what it reports', 'partially_refunded', 0, 5000, 5000],
    ['a second partial refund reports the new total', 'partially_refunded', 5000, 8000, 8000],
    ['a late partial refund event never lowers the record', 'partially_refunded', 8000, 5000, 8000],
    ['a partial refund naming no amount keeps the record', 'partially_refunded', 3000, null, 3000],
    ['a late full refund after a larger record keeps it', 'refunded', 11900, 5000, 11900],
    ['a capture keeps the record', 'captured', 0, 11900, 0],
    ['a cancellation keeps the record', 'cancelled', 2000, null, 2000],
  ])('%s', (_case, status, recordedCents, reportedCents, expected) => {
    expect(refundedTotal({ status, recordedCents, reportedCents, totalCents: 11900 })).toBe(expected)
  })
})
