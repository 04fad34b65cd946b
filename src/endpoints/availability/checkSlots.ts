import type { Endpoint } from 'payload'

import { json, readJson } from '../http'
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
    const parsed = checkBodySchemaAt(now).safeParse(await readJson(req))
    if (!parsed.success) throw invalidInput(availabilityTexts(req), issuesOf(parsed.error))
    const { consultantId, slots, sessionType, userTimezone } = parsed.data
    const checks = await checkSlotsOf(req.payload, consultantId, {
      starts: slots.map((slot) => new Date(slot)),
      sessionType: sessionTypeParam(sessionType),
      viewerZone: viewerZoneOf(req, userTimezone),
      now,
    })
    if (!checks) throw consultantNotFound()
    const unavailableSlots = slots.filter((_, index) => !checks[index]?.ok)
    return json(200, { available: unavailableSlots.length === 0, unavailableSlots })
  },
}
