import type { Endpoint } from 'payload'

import { json } from '../http'
import { availabilityTexts, consultantNotFound, invalidInput, issuesOf } from './answers'
import { checkBodySchemaAt, sessionTypeParam } from './requestSchemas'
import { viewerZoneOf } from './viewerZone'
import { checkSlotsOf } from '@/server/availability/slotQueries'

/**
 * POST /api/availability/check `{ consultantId, slots, sessionType?, userTimezone? }`: whether a session
 * of that type can start at each slot now; `unavailableSlots` repeats the refused ones as they were sent.
 */
export const checkSlotsEndpoint: Endpoint = {
  path: '/availability/check',
  method: 'post',
  handler: async (req) => {
    const now = new Date()
    const texts = availabilityTexts(req)
    let body: unknown
    try {
      body = (await req.json?.()) ?? {}
    } catch {
      return json(400, { message: texts.api('malformedJson') })
    }
    const parsed = checkBodySchemaAt(now).safeParse(body)
    if (!parsed.success) return invalidInput(texts, issuesOf(parsed.error))
    const { consultantId, slots, sessionType, userTimezone } = parsed.data
    const checks = await checkSlotsOf(req.payload, consultantId, {
      starts: slots.map((slot) => new Date(slot)),
      sessionType: sessionTypeParam(sessionType),
      viewerZone: viewerZoneOf(req, userTimezone),
      now,
    })
    if (!checks) return consultantNotFound(texts)
    const unavailableSlots = slots.filter((_, index) => !checks[index]?.ok)
    return json(200, { available: unavailableSlots.length === 0, unavailableSlots })
  },
}
