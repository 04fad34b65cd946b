import { AuthenticationError, LockedAuth, type Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { serverTranslator } from '@/server/i18n'
import { changePasswordRequestSchema } from '@/domain/schemas'
import { requireCaller } from '@/server/http/requireCaller'

export const changePasswordEndpoint: Endpoint = {
  path: '/auth/change-password',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const user = requireCaller(req)
    const parsed = await parseBody(req, changePasswordRequestSchema)
    const { currentPassword, newPassword } = parsed.data
    const { payload } = req

    try {
      // Checking the current password through login keeps the lockout after five wrong tries.
      await payload.login({ collection: 'users', data: { email: user.email, password: currentPassword } })
    } catch (error) {
      if (error instanceof LockedAuth) return json(429, { message: t('locked', { minutes: 10 }), code: 'LOCKED' })
      if (error instanceof AuthenticationError) {
        return json(400, {
          message: t('currentPasswordWrong'),
          errors: [{ path: 'currentPassword', message: 'Current_password_wrong' }],
        })
      }
      throw error
    }
    // With req.user set, Payload keeps the session making this request and ends all others.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: newPassword },
      req,
      overrideAccess: true,
    })
    return json(200, { message: t('passwordChanged') })
  },
}
