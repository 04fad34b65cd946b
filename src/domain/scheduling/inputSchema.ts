import { z } from 'zod'

import { hasWholeOrHalfHourOffset, isIanaTimeZone } from '../time'
import { isLocalDate } from './calendar'
import type { AvailabilityMessage } from './errors'
import { isGridTime, SLOTS_PER_DAY } from './grid'
import { isDayBeyondHorizon } from './horizon'
import { WEEKDAYS } from './types'

/** More dates than a year and a bit in one request is not an editor at work. */
export const MAX_DAYS_PER_REQUEST = 400

// Mid-January and mid-July catch both the standard and the summer offset of every zone, so a zone is
// checked without reading the clock and cannot pass in one season and break the grid in the other.
const SEASONAL_INSTANTS = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')]

const key = (message: AvailabilityMessage) => message

function fitsGridAllYear(zone: string): boolean {
  return SEASONAL_INSTANTS.every((at) => hasWholeOrHalfHourOffset(zone, at))
}

const timezoneSchema = z
  .string({ error: key('availability.timezoneRequired') })
  .trim()
  .min(1, { error: key('availability.timezoneRequired'), abort: true })
  .refine(isIanaTimeZone, { error: key('availability.invalidTimezone'), abort: true })
  .refine(fitsGridAllYear, key('availability.invalidTimezone'))

const timeSchema = z
  .string({ error: key('availability.invalidTime') })
  .refine(isGridTime, key('availability.invalidTime'))

/** One day's start times, returned sorted and without duplicates. */
function timesSchema(message: AvailabilityMessage) {
  return z
    .array(timeSchema, { error: key(message) })
    .max(SLOTS_PER_DAY * 2, key(message))
    .transform((times) => [...new Set(times)].sort())
}

const dateSchema = z.string().refine(isLocalDate, key('availability.invalidDate'))

/** The `availability` part of POST /api/availability/add: date overrides and, optionally, a new week. */
export const availabilityInputSchema = z.object({
  timezone: timezoneSchema,
  days: z
    .record(dateSchema, timesSchema('availability.invalidTimes'), {
      error: (issue) => key(issue.code === 'invalid_key' ? 'availability.invalidDate' : 'availability.invalidDays'),
    })
    .refine((days) => Object.keys(days).length <= MAX_DAYS_PER_REQUEST, key('availability.tooManyDays')),
  weekly: z
    .record(z.enum(WEEKDAYS), timesSchema('availability.invalidWeekly'), { error: key('availability.invalidWeekly') })
    .optional(),
})

export type AvailabilityInput = z.output<typeof availabilityInputSchema>

/** The same input, with every date within the booking horizon seen from `now`. */
export function availabilityInputSchemaAt(now: Date) {
  return availabilityInputSchema.superRefine((input, context) => {
    // Zod runs this even when a field failed: `days` may then be anything.
    const days = input.days && typeof input.days === 'object' ? input.days : {}
    for (const day of Object.keys(days)) {
      if (isDayBeyondHorizon(day, now)) {
        context.addIssue({ code: 'custom', path: ['days', day], message: key('availability.invalidDate') })
      }
    }
  })
}
