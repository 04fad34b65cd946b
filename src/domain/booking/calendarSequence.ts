import { isCalledOffStatus } from '../status'

type SessionState = { status: string; startsAt: string | Date }

const instantOf = (value: string | Date) => new Date(value).getTime()

/**
 * The SEQUENCE (RFC 5545) of a session's calendar entry after a change: a calendar applies an update
 * only when its sequence is higher, so each move of the session and its calling off count one up.
 * Anything else (a confirmation, a payment, a review) leaves the entry as the last invitation sent it.
 */
export function calendarSequenceAfter(before: SessionState, after: SessionState, sequence: number): number {
  const moved = instantOf(before.startsAt) !== instantOf(after.startsAt)
  const calledOff = !isCalledOffStatus(before.status) && isCalledOffStatus(after.status)
  return sequence + (moved ? 1 : 0) + (calledOff ? 1 : 0)
}
