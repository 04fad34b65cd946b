import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { servicesFor } from '@/domain/catalogue'
import { isLocale } from '@/domain/locale'

/** GET /api/services?locale=de — the service catalogue, High demand first, then by name (public). */
export const servicesEndpoint: Endpoint = {
  path: '/services',
  method: 'get',
  handler: (req) => {
    const asked = req.searchParams.get('locale')
    const locale = isLocale(asked) ? asked : requestLocale(req)
    return json(200, { services: servicesFor(locale) }, { 'Cache-Control': 'public, max-age=3600' })
  },
}
