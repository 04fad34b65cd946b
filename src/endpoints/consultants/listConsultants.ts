import type { Endpoint } from 'payload'

import { jsonText } from '../http'
import { consultantFiltersFrom } from '@/domain/search'
import { consultantListJson } from '@/server/search/consultantList'

/** GET /api/consultants: ACTIVE consultants matching the search and filters, a page of cards (public). */
export const listConsultantsEndpoint: Endpoint = {
  path: '/consultants',
  method: 'get',
  handler: async (req) => jsonText(200, await consultantListJson(req.payload, consultantFiltersFrom(req.searchParams))),
}
