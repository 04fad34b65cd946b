import { AuthenticationError, LockedAuth, type Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { serverTranslator } from '@/server/i18n'
import { changePasswordRequestSchema } from '@/domain/schemas'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

const currentPasswordWrong = () =>
  new Refusal(400, 'CURRENT_PASSWORD_WRONG', text('api', 'currentPasswordWrong'), {
    errors: [{ path: 'currentPassword', message: 'Current_password_wrong' }],
  })

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
      if (error instanceof LockedAuth) throw new Refusal(429, 'LOCKED', text('api', 'locked', { minutes: 10 }))
      if (error instanceof AuthenticationError) throw currentPasswordWrong()
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
