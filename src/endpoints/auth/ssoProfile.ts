import type { Endpoint } from 'payload'

import { json } from '../http'
import { userInfoOf } from '@/server/auth/userInfo'
import { requireCaller } from '@/server/http/requireCaller'

/** GET /api/auth/sso-profile/{id}: the signed-in user's own UserInfo after a Google sign-in. */
export const ssoProfileEndpoint: Endpoint = {
  path: '/auth/sso-profile/:id',
  method: 'get',
  handler: async (req) => {
    const caller = requireCaller(req, { owner: String(req.routeParams?.id) })
    const user = await req.payload.findByID({
      collection: 'users',
      id: caller.id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    return json(200, await userInfoOf(req.payload, user))
  },
}
