/* GET /api/consultants: ACTIVE consultants matching the search and filters, a page of cards (public). */
import config from '@payload-config'

import { consultantFiltersFrom } from '@/domain/search'
import { apiRouteHandlers } from '@/server/http/apiRouteHandlers'
import { answerRead } from '@/server/http/publicAnswer'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'
import { consultantListRead } from '@/server/search/consultantList'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRouteHandlers(config, async (request, payload) => {
  const read = await consultantListRead(payload, consultantFiltersFrom(new URL(request.url).searchParams))
  // The list always has a body (an empty page at worst), so there is always an answer.
  return (await answerRead(request, read, PUBLIC_CACHE.consultants))!
})
