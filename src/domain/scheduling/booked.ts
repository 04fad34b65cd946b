import { blocksSlot } from '../status'
import type { BookedSession } from './types'

type StoredDate = Date | string

/** A stored session as the database hands it over: dates as Date or ISO string, the blocked span if kept. */
export type StoredSession = {
  id?: number
  status: string
  startsAt: StoredDate
  endsAt: StoredDate
  blockedFrom?: StoredDate | null
  blockedUntil?: StoredDate | null
}

/** The sessions that keep a consultant busy: held, pending and confirmed ones (SLOT_BLOCKING_STATUSES). */
export function bookedIntervals(sessions: readonly StoredSession[]): BookedSession[] {
  return sessions
    .filter((session) => blocksSlot(session.status))
    .map((session) => {
      const start = new Date(session.startsAt)
      const end = new Date(session.endsAt)
      const blocked = {
        start: session.blockedFrom ? new Date(session.blockedFrom) : start,
        end: session.blockedUntil ? new Date(session.blockedUntil) : end,
      }
      return { ...(session.id === undefined ? {} : { id: session.id }), start, end, blocked }
    })
}
