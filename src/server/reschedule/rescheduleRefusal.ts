import type { RescheduleRefusal } from '@/domain/reschedule'
import { Refusal, text } from '@/server/http/refusal'

/** The status each refusal of a reschedule action answers with; its message comes from 'reschedule'. */
const STATUSES: Record<RescheduleRefusal, number> = {
  NOT_MOVABLE: 409,
  WINDOW_CLOSED: 409,
  MOVE_LIMIT: 409,
  PROPOSAL_PENDING: 409,
  NO_PROPOSAL: 409,
  OWN_PROPOSAL: 403,
  NOT_PROPOSER: 403,
  SAME_TIME: 400,
}

export function rescheduleRefusal(code: RescheduleRefusal): Refusal {
  return new Refusal(STATUSES[code], code, text('reschedule', code))
}
