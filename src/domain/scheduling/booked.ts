import { blocksSlot } from '../status'
import type { Interval } from './types'

/** A stored session as the database hands it over: dates as Date or ISO string. */
export type StoredSession = { status: string; startsAt: Date | string; endsAt: Date | string }

/** The intervals that keep a consultant busy: held, pending and confirmed sessions (SLOT_BLOCKING_STATUSES). */
export function bookedIntervals(sessions: readonly StoredSession[]): Interval[] {
  return sessions
    .filter((session) => blocksSlot(session.status))
    .map((session) => ({ start: new Date(session.startsAt), end: new Date(session.endsAt) }))
}
