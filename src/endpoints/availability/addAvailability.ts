import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { json } from '../http'
import { availabilityTexts, invalidInput, issuesOf } from './answers'
import { consultantIdSchema } from './requestSchemas'
import { availabilityInputSchemaAt } from '@/domain/scheduling'
import { saveAvailability } from '@/server/availability/saveAvailability'
import { requireCaller } from '@/server/http/requireCaller'

const envelopeSchema = z.object({ consultantId: consultantIdSchema, availability: z.unknown().optional() })

async function readJson(req: PayloadRequest): Promise<{ body: unknown } | null> {
  try {
    return { body: (await req.json?.()) ?? {} }
  } catch {
    return null
  }
}

/**
 * POST /api/availability/add: the signed-in, approved consultant saves their own availability. `days`
 * become date overrides (an empty list is a day off); `weekly`, when sent, replaces the weekly hours.
 */
export const addAvailabilityEndpoint: Endpoint = {
  path: '/availability/add',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    const texts = availabilityTexts(req)
    if (user.profileStatus !== 'ACTIVE') {
      return json(403, { message: texts.api('profileNotActive'), code: 'PROFILE_NOT_ACTIVE' })
    }
    const read = await readJson(req)
    if (!read) return json(400, { message: texts.api('malformedJson') })
    const envelope = envelopeSchema.safeParse(read.body)
    if (!envelope.success) return invalidInput(texts, issuesOf(envelope.error))
    if (envelope.data.consultantId !== user.id) {
      return json(403, { message: texts.api('forbidden'), code: 'FORBIDDEN' })
    }
    const input = envelope.data.availability
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      return invalidInput(texts, [{ path: 'availability', key: 'availability.invalidAvailability' }])
    }
    const parsed = availabilityInputSchemaAt(now).safeParse(input)
    if (!parsed.success) {
      const errors = issuesOf(parsed.error).map(({ path, key }) => ({ path: `availability.${path}`, key }))
      return invalidInput(texts, errors)
    }
    const saved = await saveAvailability(req, { id: user.id, timezone: user.timezone }, parsed.data, now)
    return json(200, {
      consultantId: user.id,
      availability: { timezone: saved.timezone, weekly: saved.weekly, days: saved.overrides },
    })
  },
}
