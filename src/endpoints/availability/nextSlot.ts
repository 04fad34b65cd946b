import type { Endpoint } from 'payload'

import { json } from '../http'
import { availabilityTexts, consultantNotFound, NO_STORE } from './answers'
import { viewerZoneOf } from './viewerZone'
import { findPublishedConsultant } from '@/server/availability/publishedConsultant'
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
    const consultant = await findPublishedConsultant(req.payload, String(req.routeParams?.consultantId ?? ''))
    if (!consultant) return consultantNotFound(texts, NO_STORE)
    const viewerZone = viewerZoneOf(req, req.searchParams.get('userTimezone'))
    const answer = await nextAvailabilityOf(req.payload, consultant, { viewerZone, locale: texts.locale, now })
    return json(200, answer, NO_STORE)
  },
}
