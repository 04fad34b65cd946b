import type { Field, NumberField, PayloadRequest } from 'payload'
import type { z } from 'zod'

import {
  AVAILABILITY_MESSAGES,
  RULE_LIMITS,
  schedulingRulesSchema,
  storedTimeOffSchema,
  type AvailabilityMessage,
  type SchedulingRules,
} from '@/domain/scheduling'
import { serverTranslator } from '@/server/i18n'

const isMessage = (key: string): key is AvailabilityMessage =>
  (AVAILABILITY_MESSAGES as readonly string[]).includes(key)

/** A field checked by the schema the editor and the endpoints use, with its message in the caller's language. */
function validateWith(schema: z.ZodType, unset: unknown = null) {
  return (value: unknown, { req }: { req: PayloadRequest }): string | true => {
    const result = schema.safeParse(value ?? unset)
    if (result.success) return true
    const key = result.error.issues[0]?.message ?? ''
    const t = serverTranslator(req.i18n?.language === 'de' ? 'de' : 'en', 'availability')
    return isMessage(key) ? t(key.slice('availability.'.length) as Parameters<typeof t>[0]) : key
  }
}

const ruleField = (
  name: keyof SchedulingRules,
  label: { en: string; de: string },
  options: { max: number; min?: number },
): NumberField => ({
  name,
  type: 'number',
  label,
  min: options.min ?? 0,
  max: options.max,
  // Buffers and notice default to none; an empty limit is no limit.
  ...(options.min ? {} : { defaultValue: 0 }),
  validate: validateWith(
    options.min ? schedulingRulesSchema.shape[name] : schedulingRulesSchema.shape[name].nullable(),
  ),
})

/** The consultant's buffers, notice and limits, and their time off (see src/domain/scheduling/rules.ts). */
export const schedulingFields: Field[] = [
  {
    name: 'rules',
    type: 'group',
    label: { en: 'Buffers, notice and limits', de: 'Puffer, Vorlaufzeit und Limits' },
    fields: [
      ruleField(
        'bufferBeforeMinutes',
        { en: 'Buffer before (minutes)', de: 'Puffer davor (Minuten)' },
        { max: RULE_LIMITS.bufferMinutes.max },
      ),
      ruleField(
        'bufferAfterMinutes',
        { en: 'Buffer after (minutes)', de: 'Puffer danach (Minuten)' },
        { max: RULE_LIMITS.bufferMinutes.max },
      ),
      ruleField(
        'minimumNoticeHours',
        { en: 'Minimum notice (hours)', de: 'Mindestvorlaufzeit (Stunden)' },
        { max: RULE_LIMITS.minimumNoticeHours.max },
      ),
      ruleField(
        'maxSessionsPerDay',
        { en: 'Sessions per day at most', de: 'Höchstens Termine pro Tag' },
        { ...RULE_LIMITS.maxSessionsPerDay },
      ),
      ruleField(
        'maxSessionsPerWeek',
        { en: 'Sessions per week at most', de: 'Höchstens Termine pro Woche' },
        { ...RULE_LIMITS.maxSessionsPerWeek },
      ),
    ],
  },
  {
    // Ranges of the consultant's local dates, both days included: [{ id, from, to }].
    name: 'timeOff',
    type: 'json',
    label: { en: 'Time off', de: 'Abwesenheiten' },
    defaultValue: [],
    validate: validateWith(storedTimeOffSchema, []),
  },
]
