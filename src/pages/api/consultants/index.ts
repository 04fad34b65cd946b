// The busiest public read, answered directly by the pages router (src/server/http/directRoute.ts).
import { consultantFiltersFrom } from '@/domain/search'
import { directRoute, publicRead } from '@/server/http/directRoute'
import { consultantListJson } from '@/server/search/consultantList'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

export default directRoute(
  publicRead((payload, url) => consultantListJson(payload, consultantFiltersFrom(url.searchParams))),
)
