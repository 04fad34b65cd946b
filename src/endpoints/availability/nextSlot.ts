import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { consultantNotFound } from './answers'
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
    const viewerZone = viewerZoneOf(req, req.searchParams.get('userTimezone'))
    const ref = String(req.routeParams?.consultantId ?? '')
    const answer = await nextAvailabilityOf(req.payload, ref, { viewerZone, locale: requestLocale(req), now })
    if (!answer) throw consultantNotFound()
    return json(200, answer)
  },
}
