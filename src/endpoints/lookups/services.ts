import type { Endpoint } from 'payload'

import { requestLocale } from '../http'
import { isLocale } from '@/domain/locale'
import { loadServices } from '@/server/catalogue/loadCatalogue'
import { answerRead, contentVersionOf } from '@/server/http/publicAnswer'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'

/** GET /api/services?locale=de — the service catalogue as admins keep it, High demand first, then by name (public). */
export const servicesEndpoint: Endpoint = {
  path: '/services',
  method: 'get',
  handler: async (req) => {
    const asked = req.searchParams.get('locale')
    const locale = isLocale(asked) ? asked : requestLocale(req)
    // A few dozen rows read by one query: their own bytes are the catalogue's version.
    const body = JSON.stringify({ services: await loadServices(req.payload, locale) })
    const read = { version: contentVersionOf(body), key: `services:${locale}`, body: async () => body }
    // The catalogue always has a body, so there is always an answer.
    return (await answerRead(req, read, PUBLIC_CACHE.catalogue))!
  },
}
