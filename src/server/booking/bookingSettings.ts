import type { Payload } from 'payload'

import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '@/domain/booking/cancellationPolicy'
import { DEFAULT_RESCHEDULE_SETTINGS, type RescheduleSettings } from '@/domain/reschedule'

const usable = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

/** The cancellation policy admins set in the booking-settings global, with the defaults for unset fields. */
export async function cancellationPolicy(payload: Payload): Promise<CancellationPolicy> {
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0 })
  return {
    fullRefundHoursBefore: usable(settings.fullRefundHoursBefore, DEFAULT_CANCELLATION_POLICY.fullRefundHoursBefore),
    lateRefundPercent: usable(settings.lateRefundPercent, DEFAULT_CANCELLATION_POLICY.lateRefundPercent),
  }
}

/** How late and how often a session may move, as admins set it in the same global. */
export async function rescheduleSettings(payload: Payload): Promise<RescheduleSettings> {
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0 })
  return {
    windowHours: usable(settings.rescheduleWindowHours, DEFAULT_RESCHEDULE_SETTINGS.windowHours),
    maxMoves: usable(settings.maxReschedules, DEFAULT_RESCHEDULE_SETTINGS.maxMoves),
  }
}
