import type { Endpoint } from 'payload'

import { json } from '../http'
import { consultantFiltersFrom } from '@/domain/search'
import { consultantCards } from '@/server/search/consultantCards'
import { searchConsultants } from '@/server/search/searchConsultants'

/** GET /api/consultants: ACTIVE consultants matching the search and filters, a page of cards (public). */
export const listConsultantsEndpoint: Endpoint = {
  path: '/consultants',
  method: 'get',
  handler: async (req) => {
    const filters = consultantFiltersFrom(req.searchParams)
    const { ids, totalDocs } = await searchConsultants(req.payload, filters)
    const consultants = await consultantCards(req.payload, ids)
    return json(200, {
      consultants,
      totalDocs,
      page: filters.page,
      totalPages: Math.ceil(totalDocs / filters.limit),
    })
  },
}
