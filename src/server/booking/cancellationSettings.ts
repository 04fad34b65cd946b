import type { Payload } from 'payload'

import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '@/domain/booking/cancellationPolicy'
import type { BookingSetting } from '@/payload-types'

const usable = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

/** The cancellation policy of read booking settings, with the defaults for unset fields. */
export function cancellationPolicyOf(settings: Partial<BookingSetting>): CancellationPolicy {
  return {
    fullRefundHoursBefore: usable(settings.fullRefundHoursBefore, DEFAULT_CANCELLATION_POLICY.fullRefundHoursBefore),
    lateRefundPercent: usable(settings.lateRefundPercent, DEFAULT_CANCELLATION_POLICY.lateRefundPercent),
  }
}

/** The cancellation policy admins set in the booking-settings global, with the defaults for unset fields. */
export async function cancellationPolicy(payload: Payload): Promise<CancellationPolicy> {
  return cancellationPolicyOf(await payload.findGlobal({ slug: 'booking-settings', depth: 0 }))
}
