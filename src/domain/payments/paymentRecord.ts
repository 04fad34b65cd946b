import type { PaymentStatus } from '../status'

// Statuses only an authorised card reaches. All of them count, not only requires_capture, so that a
// booking ends the same whichever of its payment's events arrives first.
const AUTHORISED: ReadonlySet<PaymentStatus> = new Set([
  'requires_capture',
  'captured',
  'partially_refunded',
  'refunded',
])

/** Whether a payment in `status` had its card authorised (held, captured or refunded since). */
export const isAuthorised = (status: PaymentStatus | null): boolean => status !== null && AUTHORISED.has(status)

/**
 * The refunded total to record when a payment reaches `status`: what a refund event reports (all of the
 * total for a full refund that names no amount), never lower than what is recorded, since events may
 * arrive late or twice; other statuses keep the record.
 */
export function refundedTotal({
  status,
  recordedCents,
  reportedCents,
  totalCents,
}: {
  status: PaymentStatus
  recordedCents: number
  reportedCents: number | null
  totalCents: number
}): number {
  if (status !== 'refunded' && status !== 'partially_refunded') return recordedCents
  const reported = reportedCents ?? (status === 'refunded' ? totalCents : 0)
  return Math.max(recordedCents, reported)
}
