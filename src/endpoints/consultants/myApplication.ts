import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json } from '../http'
import { loadApplication } from '@/server/consultants/loadApplication'

/** GET /api/consultants/me/application: the signed-in consultant's own application, nobody else's. */
export const myApplicationEndpoint: Endpoint = {
  path: '/consultants/me/application',
  method: 'get',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    return json(200, await loadApplication(req.payload, req.user.id))
  },
}
