import shared from './availability.module.css'
import type { SlotState } from './weekModel'

/** The classes of a slot in a state ('closed' is the plain slot). */
export function slotClass(state: SlotState): string {
  return [shared.slot, shared[state]].filter(Boolean).join(' ')
}
