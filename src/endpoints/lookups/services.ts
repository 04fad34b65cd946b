import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { isLocale } from '@/domain/locale'
import { loadServices } from '@/server/catalogue/loadCatalogue'

/** GET /api/services?locale=de — the service catalogue as admins keep it, High demand first, then by name (public). */
export const servicesEndpoint: Endpoint = {
  path: '/services',
  method: 'get',
  handler: async (req) => {
    const asked = req.searchParams.get('locale')
    const locale = isLocale(asked) ? asked : requestLocale(req)
    const services = await loadServices(req.payload, locale)
    return json(200, { services }, { 'Cache-Control': 'public, max-age=300' })
  },
}
