import { describe, expect, it } from 'vitest'

import { consultationEarning } from './earningAmounts'
import { refundAdjustment, remainingToTransfer } from './refundAdjustment'

// A 60-minute session: 119.00 paid, 100.00 net, the consultant earned 75.00 (VAT shown 14.25).
const PAID = { consultationNetCents: 10000, paidCents: 11900 }

describe('refundAdjustment', () => {
  it.each([
    { name: 'a full refund reverses exactly the earning', before: 0, refund: 11900, net: -7500, vat: -1425 },
    { name: 'half of the payment reverses half of the share', before: 0, refund: 5950, net: -3750, vat: -713 },
    { name: 'the rest after a half refund reverses the rest', before: 5950, refund: 5950, net: -3750, vat: -712 },
    // 10.00 gross → 8.40 net (8.403…) → 6.30.
    { name: 'a small refund', before: 0, refund: 1000, net: -630, vat: -120 },
    { name: 'one cent', before: 0, refund: 1, net: -1, vat: 0 },
    { name: 'nothing refunded', before: 0, refund: 0, net: 0, vat: 0 },
    // A refund beyond what was paid (the provider refuses it anyway) reverses no more than the earning.
    { name: 'a refund beyond the payment is capped', before: 11000, refund: 5000, net: -567, vat: -108 },
  ])('$name', ({ before, refund, net, vat }) => {
    expect(refundAdjustment({ ...PAID, refundedBeforeCents: before, refundCents: refund })).toEqual({
      netCents: net,
      vatCents: vat,
    })
  })

  it.each([
    { name: 'VAT-exempt (B2B DE): paid = net', consultationNetCents: 5000, paidCents: 5000 },
    { name: 'a promo discount: paid below the net plus VAT', consultationNetCents: 10000, paidCents: 9900 },
    { name: 'odd cents', consultationNetCents: 4201, paidCents: 4999 },
  ])('$name: a full refund reverses exactly the earning', ({ consultationNetCents, paidCents }) => {
    const earning = consultationEarning(consultationNetCents)!
    expect(
      refundAdjustment({ consultationNetCents, paidCents, refundedBeforeCents: 0, refundCents: paidCents }),
    ).toEqual({ netCents: -earning.netCents, vatCents: -earning.vatCents })
  })

  it.each([
    { parts: [1, 1, 1, 11897] },
    { parts: [3333, 3333, 3333, 1901] },
    { parts: [7, 13, 29, 101, 11750] },
    { parts: Array.from({ length: 119 }, () => 100) },
  ])('several partial refunds never reverse more than the earning and all of them reverse it all', ({ parts }) => {
    let refunded = 0
    let reversed = 0
    for (const refundCents of parts) {
      const { netCents } = refundAdjustment({ ...PAID, refundedBeforeCents: refunded, refundCents })
      expect(netCents).toBeLessThanOrEqual(0)
      refunded += refundCents
      reversed -= netCents
      expect(reversed).toBeLessThanOrEqual(7500)
    }
    expect(reversed).toBe(7500)
  })

  it('reverses nothing of a payment of zero', () => {
    expect(refundAdjustment({ consultationNetCents: 0, paidCents: 0, refundedBeforeCents: 0, refundCents: 0 })).toEqual(
      {
        netCents: 0,
        vatCents: 0,
      },
    )
  })

  it.each([-1, 0.5])('rejects %s cents', (cents) => {
    expect(() => refundAdjustment({ ...PAID, refundedBeforeCents: 0, refundCents: cents })).toThrow(RangeError)
  })
})

describe('remainingToTransfer', () => {
  it.each([
    { earning: 7500, deducted: [], left: 7500 },
    { earning: 7500, deducted: [-3750], left: 3750 },
    { earning: 7500, deducted: [-3750, -3750], left: 0 },
    { earning: 7500, deducted: [-7500, -1], left: 0 },
  ])('$earning with $deducted deducted leaves $left', ({ earning, deducted, left }) => {
    expect(remainingToTransfer(earning, deducted)).toBe(left)
  })
})
