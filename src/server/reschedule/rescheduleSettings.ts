import type { Payload } from 'payload'

import { DEFAULT_RESCHEDULE_SETTINGS, type RescheduleSettings } from '@/domain/reschedule'
import type { BookingSetting } from '@/payload-types'

const usable = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

/** How late and how often a session may move, from read booking settings (defaults for unset fields). */
export function rescheduleSettingsOf(settings: Partial<BookingSetting>): RescheduleSettings {
  return {
    windowHours: usable(settings.rescheduleWindowHours, DEFAULT_RESCHEDULE_SETTINGS.windowHours),
    maxMoves: usable(settings.maxReschedules, DEFAULT_RESCHEDULE_SETTINGS.maxMoves),
  }
}

/** How late and how often a session may move, as admins set it in the booking settings. */
export async function rescheduleSettings(payload: Payload): Promise<RescheduleSettings> {
  return rescheduleSettingsOf(await payload.findGlobal({ slug: 'booking-settings', depth: 0 }))
}
