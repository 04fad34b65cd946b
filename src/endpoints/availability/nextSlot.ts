import type { Endpoint } from 'payload'

import { json } from '../http'
import { availabilityTexts, consultantNotFound } from './answers'
import { viewerZoneOf } from './viewerZone'
import { nextAvailabilityOf } from '@/server/availability/slotQueries'

/**
 * GET /api/availability/next/{consultantId}?userTimezone: `{ nextAvailabilityMessage, nextSlot }`, the
 * first free start in the next two weeks, told in the request's language and the viewer's zone.
 */
export const nextSlotEndpoint: Endpoint = {
  path: '/availability/next/:consultantId',
  method: 'get',
  handler: async (req) => {
    const now = new Date()
    const texts = availabilityTexts(req)
    const viewerZone = viewerZoneOf(req, req.searchParams.get('userTimezone'))
    const ref = String(req.routeParams?.consultantId ?? '')
    const answer = await nextAvailabilityOf(req.payload, ref, { viewerZone, locale: texts.locale, now })
    return answer ? json(200, answer) : consultantNotFound(texts)
  },
}
