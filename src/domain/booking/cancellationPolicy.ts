import { divideRoundHalfAwayFromZero } from '../money/rounding'
import type { ConsultationStatus } from '../status/consultationStatus'

/** What admins set in the booking-settings global. */
export type CancellationPolicy = { fullRefundHoursBefore: number; lateRefundPercent: number }

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = { fullRefundHoursBefore: 24, lateRefundPercent: 0 }

export type Canceller = 'consultee' | 'consultant'

export type CancellationInput = {
  policy: CancellationPolicy
  status: string
  startsAt: Date
  now: Date
  by: Canceller
  /** What the consultee was charged, in cents. */
  totalCents: number
}

export type CancellationOutcome =
  | { kind: 'release'; status: 'PAST_REQ_CANCELLED_BY_USER' | 'PAST_REQ_CANCELLED_BY_CONSULTANT' }
  | { kind: 'refund'; status: 'PAST_CANCELLED_BY_USER' | 'PAST_CANCELLED_BY_CONSULTANT'; refundCents: number }
  | { kind: 'refused'; reason: 'STARTED' | 'NOT_CANCELLABLE' }

const BEFORE_CONFIRMATION: readonly string[] = ['HELD', 'UPCOMING_PENDING'] satisfies ConsultationStatus[]

const HOUR_MS = 60 * 60 * 1000

function refundShareCents(totalCents: number, percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent))
  // Percent may carry decimals (e.g. 12.5): scaled to hundredths so the division stays integral.
  return divideRoundHalfAwayFromZero(totalCents * Math.round(clamped * 100), 10_000)
}

/**
 * Spec §4 cancellation: before confirmation the authorisation is released; after it the consultant
 * always refunds in full, the consultee in full up to `fullRefundHoursBefore` hours before the start
 * and the `lateRefundPercent` share after that. Nothing is cancelled once the session has started.
 */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const { policy, status, startsAt, now, by, totalCents } = input
  if (now.getTime() >= startsAt.getTime()) return { kind: 'refused', reason: 'STARTED' }
  if (BEFORE_CONFIRMATION.includes(status)) {
    // A HELD booking is the consultee's own unfinished payment; only they can drop it.
    if (status === 'HELD' && by === 'consultant') return { kind: 'refused', reason: 'NOT_CANCELLABLE' }
    const next = by === 'consultee' ? 'PAST_REQ_CANCELLED_BY_USER' : 'PAST_REQ_CANCELLED_BY_CONSULTANT'
    return { kind: 'release', status: next }
  }
  if (status !== 'UPCOMING_CONFIRMED') return { kind: 'refused', reason: 'NOT_CANCELLABLE' }
  if (by === 'consultant') return { kind: 'refund', status: 'PAST_CANCELLED_BY_CONSULTANT', refundCents: totalCents }
  const hoursBefore = (startsAt.getTime() - now.getTime()) / HOUR_MS
  const refundCents =
    hoursBefore >= policy.fullRefundHoursBefore ? totalCents : refundShareCents(totalCents, policy.lateRefundPercent)
  return { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents }
}
