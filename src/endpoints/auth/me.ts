import type { Endpoint } from 'payload'

import { json } from '../http'
import { userInfoOf } from '@/server/auth/userInfo'
import { requireCaller } from '@/server/http/requireCaller'

export const meEndpoint: Endpoint = {
  path: '/auth/me',
  method: 'get',
  handler: async (req) => {
    const caller = requireCaller(req)
    const user = await req.payload.findByID({ collection: 'users', id: caller.id, depth: 0 })
    return json(200, await userInfoOf(req.payload, user))
  },
}
