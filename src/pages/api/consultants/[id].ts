// A busy public read, answered directly by the pages router (src/server/http/directRoute.ts).
import { directRoute, publicRead } from '@/server/http/directRoute'
import { restSlugOf } from '@/server/http/restHandlers'
import { publishedProfileJson } from '@/server/consultants/publishedProfileJson'

export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } }

export default directRoute(
  '/api/consultants/[id]',
  publicRead((payload, url) => publishedProfileJson(payload, restSlugOf(url.pathname)[1] ?? '')),
)
