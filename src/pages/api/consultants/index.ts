// The busiest public read, answered directly by the pages router (src/server/http/directRoute.ts).
import { consultantFiltersFrom } from '@/domain/search'
import { boundedMemo } from '@/server/cache/boundedMemo'
import { directRoute, publicRead } from '@/server/http/directRoute'
import { consultantListJson } from '@/server/search/consultantList'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

// The filters of the query strings asked most, parsed once.
const filtersOf = boundedMemo(500, (search: string) => consultantFiltersFrom(new URLSearchParams(search)))

export default directRoute(
  '/api/consultants',
  publicRead((payload, url) => consultantListJson(payload, filtersOf(url.search))),
)
