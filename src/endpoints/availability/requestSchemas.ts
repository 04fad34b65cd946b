import { z } from 'zod'

import { sessionTypeOf, type SessionType } from '@/domain/scheduling'

/** The consultant's user id, as a number or a string of digits. */
export const consultantIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ],
  { error: 'availability.invalidConsultantId' },
)

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

export const checkBodySchema = z.object({
  consultantId: consultantRefSchema,
  slots: z
    .array(slotSchema, { error: 'availability.invalidSlots' })
    .min(1, { error: 'availability.invalidSlots' })
    .max(MAX_CHECKED_SLOTS, { error: 'availability.tooManySlots' }),
  sessionType: z.unknown().optional(),
  userTimezone: z.unknown().optional(),
})
