import { SLOT_MS } from './grid'
import type { Interval } from './types'

export const SESSION_TYPES = ['30MINUTES', '60MINUTES', 'TRIAL'] as const

export type SessionType = (typeof SESSION_TYPES)[number]

export const SESSION_MINUTES: Record<SessionType, number> = { '30MINUTES': 30, '60MINUTES': 60, TRIAL: 30 }

/** The spec treats any value other than the two timed ones as the trial session. */
export function sessionTypeOf(value: unknown): SessionType {
  return value === '30MINUTES' || value === '60MINUTES' ? value : 'TRIAL'
}

/** How many 30-minute slots a session occupies. */
export function slotsOf(sessionType: SessionType): number {
  return (SESSION_MINUTES[sessionType] * 60_000) / SLOT_MS
}

export function sessionInterval(start: Date, sessionType: SessionType): Interval {
  return { start, end: new Date(start.getTime() + SESSION_MINUTES[sessionType] * 60_000) }
}
