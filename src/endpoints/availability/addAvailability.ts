import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, readJson } from '../http'
import { availabilityTexts, invalidInput, issuesOf } from './answers'
import { consultantIdSchema } from './requestSchemas'
import { availabilityInputSchemaAt } from '@/domain/scheduling'
import { saveAvailability } from '@/server/availability/saveAvailability'
import { requireCaller } from '@/server/http/requireCaller'

const envelopeSchema = z.object({ consultantId: consultantIdSchema, availability: z.unknown().optional() })

/**
 * POST /api/availability/add: the signed-in, approved consultant saves their own availability. `days`
 * become date overrides (an empty list is a day off); `weekly`, when sent, replaces the weekly hours.
 */
export const addAvailabilityEndpoint: Endpoint = {
  path: '/availability/add',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const user = requireCaller(req, { roles: ['CONSULTANT'], active: true })
    const texts = availabilityTexts(req)
    const envelope = envelopeSchema.safeParse(await readJson(req))
    if (!envelope.success) throw invalidInput(texts, issuesOf(envelope.error))
    requireCaller(req, { owner: envelope.data.consultantId })
    const input = envelope.data.availability
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      throw invalidInput(texts, [{ path: 'availability', key: 'availability.invalidAvailability' }])
    }
    const parsed = availabilityInputSchemaAt(now).safeParse(input)
    if (!parsed.success) {
      const errors = issuesOf(parsed.error).map(({ path, key }) => ({ path: `availability.${path}`, key }))
      throw invalidInput(texts, errors)
    }
    const saved = await saveAvailability(req, { id: user.id, timezone: user.timezone }, parsed.data, now)
    return json(200, {
      consultantId: user.id,
      availability: { timezone: saved.timezone, weekly: saved.weekly, days: saved.overrides },
    })
  },
}
