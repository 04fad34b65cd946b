import { addDays, instantsOfWallTime } from '../scheduling'

/** Free start times per day (`YYYY-MM-DD` → `HH:mm`), written in `timezone`, as the free-time lookup answers. */
export type FreeTimes = { timezone: string; days: Record<string, string[]> }

export type MoveDay = { day: string; slots: { time: string; iso: string }[] }

/**
 * The seven days from `monday`, each with the times the session can move to: the free times as instants
 * (a wall time repeated on a fall-back day means its first occurrence, one skipped on a spring-forward
 * day is no time at all), without the session's own start `current`.
 */
export function moveWeekDays(monday: string, free: FreeTimes, current: string): MoveDay[] {
  const currentMs = Date.parse(current)
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index)
    const slots = (free.days[day] ?? []).flatMap((time) => {
      const instant = instantsOfWallTime(day, time, free.timezone)[0]
      return instant && instant.getTime() !== currentMs ? [{ time, iso: instant.toISOString() }] : []
    })
    return { day, slots }
  })
}
