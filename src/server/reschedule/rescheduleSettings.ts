import type { Payload } from 'payload'

import { DEFAULT_RESCHEDULE_SETTINGS, type RescheduleSettings } from '@/domain/reschedule'

const usable = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

/** How late and how often a session may move, as admins set it in the booking settings. */
export async function rescheduleSettings(payload: Payload): Promise<RescheduleSettings> {
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0 })
  return {
    windowHours: usable(settings.rescheduleWindowHours, DEFAULT_RESCHEDULE_SETTINGS.windowHours),
    maxMoves: usable(settings.maxReschedules, DEFAULT_RESCHEDULE_SETTINGS.maxMoves),
  }
}
