import { z } from 'zod'

import { addDays, isLocalDate } from './calendar'
import type { AvailabilityMessage } from './errors'
import { isDayBeyondHorizon } from './horizon'
import { RULE_LIMITS } from './rules'
import type { SchedulingRules, TimeOff } from './types'
import { localDateOf } from './zoned'

/** At most this many separate time-off ranges; more is not a calendar at work. */
export const MAX_TIME_OFF_RANGES = 50

const key = (message: AvailabilityMessage) => message

const bufferSchema = z
  .number({ error: key('availability.invalidBuffer') })
  .int(key('availability.invalidBuffer'))
  .min(0, key('availability.invalidBuffer'))
  .max(RULE_LIMITS.bufferMinutes.max, key('availability.invalidBuffer'))
  .multipleOf(RULE_LIMITS.bufferMinutes.step, key('availability.invalidBuffer'))

const limitSchema = (limits: { min: number; max: number }) =>
  z
    .number({ error: key('availability.invalidLimit') })
    .int(key('availability.invalidLimit'))
    .min(limits.min, key('availability.invalidLimit'))
    .max(limits.max, key('availability.invalidLimit'))
    .nullable()

/** A consultant's buffers, notice and limits, as the editor sends them and the collection stores them. */
export const schedulingRulesSchema = z.object({
  bufferBeforeMinutes: bufferSchema,
  bufferAfterMinutes: bufferSchema,
  minimumNoticeHours: z
    .number({ error: key('availability.invalidNotice') })
    .int(key('availability.invalidNotice'))
    .min(0, key('availability.invalidNotice'))
    .max(RULE_LIMITS.minimumNoticeHours.max, key('availability.invalidNotice')),
  maxSessionsPerDay: limitSchema(RULE_LIMITS.maxSessionsPerDay),
  maxSessionsPerWeek: limitSchema(RULE_LIMITS.maxSessionsPerWeek),
}) satisfies z.ZodType<SchedulingRules>

const dateSchema = z
  .string({ error: key('availability.invalidDate') })
  .refine(isLocalDate, key('availability.invalidDate'))

/** A range of local dates, first and last day included. */
export const timeOffRangeSchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((range) => range.from <= range.to, { path: ['to'], message: key('availability.invalidRange') })

/**
 * The same range as a consultant may add it at `now`: starting today or later in their zone, ending
 * within the booking horizon (so at most a year long).
 */
export function timeOffRangeSchemaAt(now: Date, zone: string) {
  const today = localDateOf(now, zone)
  return timeOffRangeSchema
    .refine((range) => range.to >= today, { path: ['to'], message: key('availability.timeOffPast') })
    .refine((range) => !isDayBeyondHorizon(range.to, now), { path: ['to'], message: key('availability.invalidDate') })
    .transform((range) => ({ from: range.from < today ? today : range.from, to: range.to }))
}

/** What the collection keeps: ranges with an id each, at most MAX_TIME_OFF_RANGES. */
export const storedTimeOffSchema = z
  .array(z.object({ id: z.string().min(1).max(64) }).and(timeOffRangeSchema), {
    error: key('availability.invalidTimeOff'),
  })
  .max(MAX_TIME_OFF_RANGES, key('availability.tooManyTimeOffs'))

export type TimeOffRange = z.output<typeof timeOffRangeSchema>

const touches = (a: TimeOffRange, b: TimeOffRange) => a.from <= addDays(b.to, 1) && b.from <= addDays(a.to, 1)

/**
 * The time off with `range` added under `id`. Ranges it overlaps or touches become one range with the new
 * id, so what the consultant sees as one stretch away is one entry and is removed as one.
 */
export function addTimeOff(timeOff: readonly TimeOff[], range: TimeOffRange, id: string): TimeOff[] {
  let merged: TimeOff = { id, ...range }
  const kept: TimeOff[] = []
  for (const existing of timeOff) {
    if (touches(existing, merged)) {
      merged = { id, from: min(existing.from, merged.from), to: max(existing.to, merged.to) }
    } else kept.push(existing)
  }
  // A range merged late can now touch one kept earlier; one more pass settles it.
  const settled = kept.some((existing) => touches(existing, merged)) ? addTimeOff(kept, merged, id) : [...kept, merged]
  return settled.sort((a, b) => a.from.localeCompare(b.from))
}

export function removeTimeOff(timeOff: readonly TimeOff[], id: string): TimeOff[] {
  return timeOff.filter((range) => range.id !== id)
}

/** Drops ranges that ended before `today`: they no longer change anything. */
export function pruneTimeOffBefore(timeOff: readonly TimeOff[], today: string): TimeOff[] {
  return timeOff.filter((range) => range.to >= today)
}

/** Days a range covers, for the editor's summary ("21 days"). */
export function timeOffDays(range: TimeOffRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1
}

const min = (a: string, b: string) => (a < b ? a : b)
const max = (a: string, b: string) => (a > b ? a : b)
