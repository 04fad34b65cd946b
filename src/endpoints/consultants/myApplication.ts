import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json } from '../http'
import { applicationState } from '@/server/consultants/applicationState'

/** GET /api/consultants/me/application: the signed-in consultant's own application, nobody else's. */
export const myApplicationEndpoint: Endpoint = {
  path: '/consultants/me/application',
  method: 'get',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const { payload } = req
    const user = await payload.findByID({ collection: 'users', id: req.user.id, depth: 0 })
    const profiles = await payload.find({
      collection: 'consultant-profiles',
      where: { user: { equals: user.id } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    return json(200, applicationState(user, profiles.docs[0] ?? null))
  },
}
