import { addDays, earliestBookableDay, firstInstantOfDay, NEXT_AVAILABILITY_HORIZON_DAYS } from '../scheduling'
import { FALLBACK_TIMEZONE } from '../time'

/** "Available in the next 7 days" looks this many bookable days ahead. */
export const AVAILABLE_SOON_DAYS = 7

export type SlotWindow = { firstDay: string; days: number; from: Date; to: Date }

/**
 * The bookable days the list looks at for free slots, from `now`: `days` days from the first bookable day
 * on, as the instants [from, to). The list is one answer for every visitor, so its days are those of the
 * product's reference zone rather than the viewer's (they differ by at most a few hours at either end).
 * It only changes with `firstDay`, which is why a cached list is keyed by that day.
 */
export function slotWindow(now: Date, days: number): SlotWindow {
  const firstDay = earliestBookableDay(now, FALLBACK_TIMEZONE)
  return {
    firstDay,
    days,
    from: firstInstantOfDay(firstDay, FALLBACK_TIMEZONE),
    to: firstInstantOfDay(addDays(firstDay, days), FALLBACK_TIMEZONE),
  }
}

/** The window of the "next available" order: as far ahead as a profile tells its next free slot. */
export const nextAvailableWindow = (now: Date) => slotWindow(now, NEXT_AVAILABILITY_HORIZON_DAYS)

/** The window of the "available in the next 7 days" filter. */
export const availableSoonWindow = (now: Date) => slotWindow(now, AVAILABLE_SOON_DAYS)
