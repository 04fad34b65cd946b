import type { Endpoint } from 'payload'

import { json } from '../http'
import { loadApplication } from '@/server/consultants/loadApplication'
import { requireCaller } from '@/server/http/requireCaller'

/** GET /api/consultants/me/application: the signed-in consultant's own application, nobody else's. */
export const myApplicationEndpoint: Endpoint = {
  path: '/consultants/me/application',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    return json(200, await loadApplication(req.payload, user.id))
  },
}
