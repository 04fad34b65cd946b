import { weekStart } from './calendar'
import type { Availability, BookedSession, Interval, SchedulingRules } from './types'
import { localDateOf } from './zoned'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export const NO_RULES: SchedulingRules = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  maxSessionsPerDay: null,
  maxSessionsPerWeek: null,
}

/** The limits of what a consultant may ask, so that one setting cannot close their calendar by accident. */
export const RULE_LIMITS = {
  bufferMinutes: { max: 120, step: 5 },
  minimumNoticeHours: { max: 24 * 30 },
  maxSessionsPerDay: { min: 1, max: 48 },
  maxSessionsPerWeek: { min: 1, max: 336 },
} as const

export const rulesOf = (availability: Availability): SchedulingRules => availability.rules ?? NO_RULES

/** True when `date` lies in one of the consultant's time-off ranges. */
export function isTimeOff(availability: Availability, date: string): boolean {
  return (availability.timeOff ?? []).some((range) => range.from <= date && date <= range.to)
}

/** The span a session keeps the consultant busy: its interval with the buffers before and after. */
export function blockedSpan(interval: Interval, rules: SchedulingRules): Interval {
  return {
    start: new Date(interval.start.getTime() - rules.bufferBeforeMinutes * MINUTE_MS),
    end: new Date(interval.end.getTime() + rules.bufferAfterMinutes * MINUTE_MS),
  }
}

export const blockedOf = (session: BookedSession): Interval => session.blocked ?? session

/** The first instant a session may start given the consultant's minimum notice. */
export const noticeCutoff = (now: Date, rules: SchedulingRules): Date =>
  new Date(now.getTime() + rules.minimumNoticeHours * HOUR_MS)

export type SessionCounts = { byDay: Map<string, number>; byWeek: Map<string, number> }

/** Sessions per local date and per week (keyed by its Monday) in the consultant's zone. */
export function countSessions(booked: readonly BookedSession[], zone: string): SessionCounts {
  const counts: SessionCounts = { byDay: new Map(), byWeek: new Map() }
  for (const session of booked) {
    const day = localDateOf(session.start, zone)
    counts.byDay.set(day, (counts.byDay.get(day) ?? 0) + 1)
    counts.byWeek.set(weekStart(day), (counts.byWeek.get(weekStart(day)) ?? 0) + 1)
  }
  return counts
}

/**
 * Whether one more session starting at `start` would exceed the consultant's sessions per day or per
 * week, counted by the start's date and its Monday-to-Sunday week in the consultant's zone. The counts
 * must come from every session of that week.
 */
export function exceedsLimits(start: Date, counts: SessionCounts, rules: SchedulingRules, zone: string): boolean {
  const day = localDateOf(start, zone)
  const { maxSessionsPerDay: perDay, maxSessionsPerWeek: perWeek } = rules
  if (perDay != null && (counts.byDay.get(day) ?? 0) >= perDay) return true
  return perWeek != null && (counts.byWeek.get(weekStart(day)) ?? 0) >= perWeek
}
