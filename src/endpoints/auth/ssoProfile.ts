import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { userInfoOf } from '@/server/auth/userInfo'
import { serverTranslator } from '@/server/i18n'

/** GET /api/auth/sso-profile/{id}: the signed-in user's own UserInfo after a Google sign-in. */
export const ssoProfileEndpoint: Endpoint = {
  path: '/auth/sso-profile/:id',
  method: 'get',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    if (!req.user) return json(401, { message: t('notAuthenticated') })
    if (String(req.routeParams?.id) !== String(req.user.id)) return json(403, { message: t('forbidden') })
    const user = await req.payload.findByID({
      collection: 'users',
      id: req.user.id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })
    return json(200, await userInfoOf(req.payload, user))
  },
}
