import { logoutOperation, type Endpoint } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { json, requestLocale } from '../http'
import { serverTranslator } from '@/server/i18n'

export const logoutEndpoint: Endpoint = {
  path: '/auth/logout',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    if (req.user) await logoutOperation({ collection: req.payload.collections.users, req })
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: req.payload.collections.users.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return json(200, { message: t('loggedOut') }, { 'Set-Cookie': cookie })
  },
}
