import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { userInfoOf } from '@/server/auth/userInfo'
import { serverTranslator } from '@/server/i18n'

export const meEndpoint: Endpoint = {
  path: '/auth/me',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json(401, { message: serverTranslator(requestLocale(req), 'api')('notAuthenticated') })
    const user = await req.payload.findByID({ collection: 'users', id: req.user.id, depth: 0 })
    return json(200, await userInfoOf(req.payload, user))
  },
}
