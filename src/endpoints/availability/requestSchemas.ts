import { z } from 'zod'

import { recordIdSchema } from '@/domain/ids'
import { isBeyondHorizon, sessionTypeOf, type SessionType } from '@/domain/scheduling'

/** The consultant's user id, as a number or a string of digits. */
export const consultantIdSchema = recordIdSchema('availability.invalidConsultantId')

/** A user id or a consultantShortId, as the public calls accept it. */
export const consultantRefSchema = z.union(
  [z.number().int().positive().transform(String), z.string().trim().min(1).max(64)],
  { error: 'availability.invalidConsultantId' },
)

export const MAX_CHECKED_SLOTS = 50

/** The caller's session type: 30 minutes unless given; any other value is the (30-minute) trial, as in spec §3. */
export function sessionTypeParam(value: unknown): SessionType {
  return value === undefined || value === null || value === '' ? '30MINUTES' : sessionTypeOf(value)
}

const slotSchema = z
  .string({ error: 'availability.invalidSlot' })
  .refine((slot) => !Number.isNaN(Date.parse(slot)), { error: 'availability.invalidSlot' })

/** The check body as the server takes it: every slot within the booking horizon from `now`. */
export function checkBodySchemaAt(now: Date) {
  return checkBodySchema.superRefine((body, context) => {
    // Zod runs this even when a field failed: `slots` may then be anything.
    const slots: unknown[] = Array.isArray(body.slots) ? body.slots : []
    slots.forEach((slot, index) => {
      // An unreadable slot was already reported by slotSchema.
      if (typeof slot === 'string' && !Number.isNaN(Date.parse(slot)) && isBeyondHorizon(new Date(slot), now)) {
        context.addIssue({ code: 'custom', path: ['slots', index], message: 'availability.invalidSlot' })
      }
    })
  })
}

export const checkBodySchema = z.object({
  consultantId: consultantRefSchema,
  slots: z
    .array(slotSchema, { error: 'availability.invalidSlots' })
    .min(1, { error: 'availability.invalidSlots' })
    .max(MAX_CHECKED_SLOTS, { error: 'availability.tooManySlots' }),
  sessionType: z.unknown().optional(),
  userTimezone: z.unknown().optional(),
})
