import type { Endpoint } from 'payload'

import { consultantFiltersFrom } from '@/domain/search'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'
import { answerRead } from '@/server/http/publicAnswer'
import { consultantListRead } from '@/server/search/consultantList'

/** GET /api/consultants: ACTIVE consultants matching the search and filters, a page of cards (public). */
export const listConsultantsEndpoint: Endpoint = {
  path: '/consultants',
  method: 'get',
  handler: async (req) => {
    const read = await consultantListRead(req.payload, consultantFiltersFrom(req.searchParams))
    // The list always has a body (an empty page at worst), so there is always an answer.
    return (await answerRead(req, read, PUBLIC_CACHE.consultants))!
  },
}
