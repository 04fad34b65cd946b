import { assertNonNegativeCents, consultantEarning, divideRoundHalfAwayFromZero } from '../money'
import { shownVatCents, type EarningAmounts } from './earningAmounts'

export type RefundShareInput = {
  /** The consultation's net price, which its earning is 75 % of (consultationEarning). */
  consultationNetCents: number
  /** What the consultee paid in total (gross, after any promo discount): a refund of all of it reverses all. */
  paidCents: number
  /** Refunded before this refund, gross. */
  refundedBeforeCents: number
  /** This refund, gross. */
  refundCents: number
}

/** The consultant's share (net and shown VAT) of the first `refundedCents` of a payment, rounded like the earning. */
function shareOfRefunded(consultationNetCents: number, paidCents: number, refundedCents: number): EarningAmounts {
  const refunded = Math.min(refundedCents, paidCents)
  // The refunded gross's part of the net, pro rata, so that VAT-exempt and discounted payments reverse alike.
  const refundedNet =
    refunded === paidCents
      ? consultationNetCents
      : divideRoundHalfAwayFromZero(consultationNetCents * refunded, paidCents)
  const netCents = consultantEarning(refundedNet)
  return { netCents, vatCents: shownVatCents(netCents) }
}

/**
 * The adjustment row a refund writes to its consultant's ledger: minus the consultant's share of the refunded
 * gross (its net, then 75 %). Computed as the difference of the running totals before and after the refund,
 * so several partial refunds add up to exactly what one refund of the same sum reverses, a full refund
 * reverses exactly the earning, and no sequence of refunds reverses more than the earning.
 */
export function refundAdjustment(input: RefundShareInput): EarningAmounts {
  const { consultationNetCents, paidCents, refundedBeforeCents, refundCents } = input
  assertNonNegativeCents(consultationNetCents, 'consultationNetCents')
  assertNonNegativeCents(paidCents, 'paidCents')
  assertNonNegativeCents(refundedBeforeCents, 'refundedBeforeCents')
  assertNonNegativeCents(refundCents, 'refundCents')
  if (paidCents === 0) return { netCents: 0, vatCents: 0 }
  const before = shareOfRefunded(consultationNetCents, paidCents, refundedBeforeCents)
  const after = shareOfRefunded(consultationNetCents, paidCents, refundedBeforeCents + refundCents)
  // `|| 0` keeps a zero adjustment from being -0.
  return { netCents: -(after.netCents - before.netCents) || 0, vatCents: -(after.vatCents - before.vatCents) || 0 }
}

/** What is left to transfer of an earning after the adjustments deducted from it; never below zero. */
export function remainingToTransfer(earningNetCents: number, deductedCents: readonly number[]): number {
  return Math.max(
    0,
    deductedCents.reduce((left, cents) => left + cents, earningNetCents),
  )
}
