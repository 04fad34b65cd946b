import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { json, readJson } from '../http'
import { availabilityTexts, invalidInput, issuesOf } from './answers'
import { consultantIdSchema } from './requestSchemas'
import { schedulingRulesSchema, timeOffRangeSchemaAt, type Availability } from '@/domain/scheduling'
import type { User } from '@/payload-types'
import { loadAvailability } from '@/server/availability/loadAvailability'
import { deleteTimeOff, saveRules, saveTimeOff, sessionsInTimeOff } from '@/server/availability/timeOff'
import { requireCaller } from '@/server/http/requireCaller'

const envelopeSchema = z.object({ consultantId: consultantIdSchema }).loose()

/** The signed-in, approved consultant naming themselves, and the body's other fields. */
async function ownSettingsCall(req: PayloadRequest) {
  const user = requireCaller(req, { roles: ['CONSULTANT'], active: true })
  const texts = availabilityTexts(req)
  const body = await readJson(req)
  const envelope = envelopeSchema.safeParse(body)
  if (!envelope.success) throw invalidInput(texts, issuesOf(envelope.error))
  requireCaller(req, { owner: envelope.data.consultantId })
  return { user, texts, body: envelope.data as Record<string, unknown> }
}

/** The answer of every settings change: the rules, the time off and the sessions booked inside it. */
async function settingsAnswer(req: PayloadRequest, user: User, saved: Availability) {
  return json(200, {
    consultantId: user.id,
    rules: saved.rules,
    timeOff: saved.timeOff ?? [],
    sessionsInTimeOff: await sessionsInTimeOff(req.payload, user.id, saved),
  })
}

function parsed<S extends z.ZodType>(
  schema: S,
  value: unknown,
  texts: ReturnType<typeof availabilityTexts>,
  prefix = '',
) {
  const result = schema.safeParse(value)
  if (!result.success) {
    throw invalidInput(
      texts,
      issuesOf(result.error).map(({ path, key }) => ({ path: `${prefix}${path}`, key })),
    )
  }
  return result.data as z.output<S>
}

/** POST /api/availability/rules: the consultant's buffers, minimum notice and sessions per day and week. */
export const schedulingRulesEndpoint: Endpoint = {
  path: '/availability/rules',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const { user, texts, body } = await ownSettingsCall(req)
    const rules = parsed(schedulingRulesSchema, body.rules ?? null, texts, 'rules.')
    return settingsAnswer(req, user, await saveRules(req, user, rules, now))
  },
}

/** POST /api/availability/time-off: marks a range of dates as time off in one action. */
export const addTimeOffEndpoint: Endpoint = {
  path: '/availability/time-off',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const { user, texts, body } = await ownSettingsCall(req)
    const { timezone } = await loadAvailability(req.payload, user, now)
    const range = parsed(timeOffRangeSchemaAt(now, timezone), { from: body.from, to: body.to }, texts)
    return settingsAnswer(req, user, await saveTimeOff(req, user, range, now))
  },
}

const removalSchema = z.object({
  id: z.string({ error: 'availability.invalidTimeOff' }).min(1, 'availability.invalidTimeOff'),
})

/** POST /api/availability/time-off/remove: removes one range of time off as a whole. */
export const removeTimeOffEndpoint: Endpoint = {
  path: '/availability/time-off/remove',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const { user, texts, body } = await ownSettingsCall(req)
    const { id } = parsed(removalSchema, body, texts)
    return settingsAnswer(req, user, await deleteTimeOff(req, user, id, now))
  },
}
