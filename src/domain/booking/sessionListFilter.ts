import { CONSULTATION_STATUSES, type ConsultationStatus } from '../status/consultationStatus'

export type SessionListFilter = { statuses: readonly ConsultationStatus[]; order: 'soonestFirst' | 'newestFirst' }

const UPCOMING: readonly ConsultationStatus[] = ['UPCOMING_PENDING', 'UPCOMING_CONFIRMED']
// Holds never became requests: neither side lists them.
const NEVER_LISTED: readonly ConsultationStatus[] = ['HELD', 'HOLD_EXPIRED']
const ARCHIVED = CONSULTATION_STATUSES.filter((status) => !UPCOMING.includes(status) && !NEVER_LISTED.includes(status))

/**
 * The `status` query of the session lists: upcoming (soonest first), archived (newest first), or one
 * listed status in the order of its group. Missing means upcoming; anything else is null.
 */
export function sessionListFilter(raw: string | null | undefined): SessionListFilter | null {
  if (raw == null || raw === '' || raw === 'upcoming') return { statuses: UPCOMING, order: 'soonestFirst' }
  if (raw === 'archived') return { statuses: ARCHIVED, order: 'newestFirst' }
  const status = CONSULTATION_STATUSES.find((each) => each === raw)
  if (!status || NEVER_LISTED.includes(status)) return null
  return { statuses: [status], order: UPCOMING.includes(status) ? 'soonestFirst' : 'newestFirst' }
}
