import type { FreeStartTimes } from './freeStarts'
import { instantsOfWallTime } from './zoned'

/** A free start as a profile offers it: the instant, and the viewer's day and time it falls on. */
export type FreeSlot = { start: string; day: string; time: string }

export type FreeSlotPick = { count: number; perDay: number }

/**
 * The first `count` free starts of a free-slots answer (times per viewer day, in `free.timezone`) after
 * `now`, earliest first, at most `perDay` of one day so that a few days are offered rather than one
 * morning. On a fall-back day a repeated wall time means its first occurrence, as in the calendar.
 */
export function nextFreeSlots(free: FreeStartTimes, now: Date, { count, perDay }: FreeSlotPick): FreeSlot[] {
  const picked: FreeSlot[] = []
  for (const day of Object.keys(free.days).sort()) {
    let ofDay = 0
    for (const time of [...(free.days[day] ?? [])].sort()) {
      if (picked.length >= count) return picked
      if (ofDay >= perDay) break
      const [instant] = instantsOfWallTime(day, time, free.timezone)
      if (!instant || instant <= now) continue
      picked.push({ start: instant.toISOString(), day, time })
      ofDay++
    }
  }
  return picked
}
