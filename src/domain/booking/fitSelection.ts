import { SLOT_MS } from '../scheduling/grid'
import type { SessionType } from '../scheduling/sessionTypes'
import { sixtyMinuteStart } from '../scheduling/sixtyMinuteStart'

export type FittedSelection = { slot: string | null; moved: boolean }

/**
 * The picked start checked against the starts offered for the session type. For 60 minutes a start whose
 * next half hour is not free moves back 30 minutes when that start is offered (spec §4); a start that
 * fits nowhere is dropped.
 */
export function fitSelection(
  selected: string,
  offeredStarts: readonly Date[],
  sessionType: SessionType,
): FittedSelection {
  const at = new Date(selected)
  if (offeredStarts.some((start) => start.getTime() === at.getTime())) return { slot: at.toISOString(), moved: false }
  if (sessionType !== '60MINUTES') return { slot: null, moved: false }
  // Every offered 60-minute start frees its own half hour and the next one.
  const freeHalfHours = offeredStarts.flatMap((start) => [start, new Date(start.getTime() + SLOT_MS)])
  const fitted = sixtyMinuteStart(at, freeHalfHours)
  // Only a start the server offers is bookable (the days before the earliest bookable one are not).
  if (!fitted || !offeredStarts.some((start) => start.getTime() === fitted.getTime()))
    return { slot: null, moved: false }
  return { slot: fitted.toISOString(), moved: true }
}
