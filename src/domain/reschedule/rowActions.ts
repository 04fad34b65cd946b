import { addDays, isDayBeyondHorizon, localDateOf, weekStart } from '../scheduling'
import type { RescheduleActions } from './rules'

/** The reschedule buttons of a session row, each opening its dialog. */
export const RESCHEDULE_ROW_ACTIONS = ['reschedule', 'acceptMove', 'declineMove', 'withdrawMove'] as const
export type RescheduleRowAction = (typeof RESCHEDULE_ROW_ACTIONS)[number]

const BUTTONS: Record<keyof RescheduleActions, RescheduleRowAction> = {
  propose: 'reschedule',
  accept: 'acceptMove',
  decline: 'declineMove',
  withdraw: 'withdrawMove',
}

/** The row's reschedule buttons for what the viewer may do, in the order they are shown. */
export function rescheduleRowActions(actions: RescheduleActions): RescheduleRowAction[] {
  return (Object.keys(BUTTONS) as (keyof RescheduleActions)[]).filter((key) => actions[key]).map((key) => BUTTONS[key])
}

/**
 * The Mondays of the first and the last week the reschedule dialog shows in `zone`: from the viewer's
 * current week to the last whole week inside the booking horizon (the free-time lookup refuses days after it).
 */
export function moveWeekBounds(now: Date, zone: string): { first: string; last: string } {
  const first = weekStart(localDateOf(now, zone))
  let last = first
  while (!isDayBeyondHorizon(addDays(last, 13), now)) last = addDays(last, 7)
  return { first, last }
}
