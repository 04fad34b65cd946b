import type { Payload } from 'payload'

import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '@/domain/booking/cancellationPolicy'
import { DEFAULT_RESCHEDULE_SETTINGS, type RescheduleSettings } from '@/domain/reschedule'
import type { BookingSetting } from '@/payload-types'

const usable = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

const readSettings = (payload: Payload) => payload.findGlobal({ slug: 'booking-settings', depth: 0 })

/** The cancellation policy in read booking settings, with the defaults for unset fields. */
export function cancellationPolicyOf(settings: Partial<BookingSetting>): CancellationPolicy {
  return {
    fullRefundHoursBefore: usable(settings.fullRefundHoursBefore, DEFAULT_CANCELLATION_POLICY.fullRefundHoursBefore),
    lateRefundPercent: usable(settings.lateRefundPercent, DEFAULT_CANCELLATION_POLICY.lateRefundPercent),
  }
}

/** The cancellation policy admins set in the booking-settings global. */
export async function cancellationPolicy(payload: Payload): Promise<CancellationPolicy> {
  return cancellationPolicyOf(await readSettings(payload))
}

/** How late and how often a session may move, from read booking settings (defaults for unset fields). */
export function rescheduleSettingsOf(settings: Partial<BookingSetting>): RescheduleSettings {
  const whole = (value: unknown, fallback: number) => (Number.isInteger(value) ? usable(value, fallback) : fallback)
  return {
    windowHours: whole(settings.rescheduleWindowHours, DEFAULT_RESCHEDULE_SETTINGS.windowHours),
    maxMoves: whole(settings.maxReschedules, DEFAULT_RESCHEDULE_SETTINGS.maxMoves),
  }
}

/** How late and how often a session may move, as admins set it in the same global. */
export async function rescheduleSettings(payload: Payload): Promise<RescheduleSettings> {
  return rescheduleSettingsOf(await readSettings(payload))
}
