import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { tooManyRequests } from '../rateLimitHttp'
import { requestEmailChange } from '@/server/account/requestEmailChange'
import { text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'
import { needsCurrentPassword } from '@/domain/auth'
import { emailChangeRequestSchema } from '@/domain/schemas'
import type { User } from '@/payload-types'

/** POST /api/account/email-change `{ newEmail, currentPassword? }`: mails a code to the new address. */
export const requestEmailChangeEndpoint: Endpoint = {
  path: '/account/email-change',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const user = req.user as User | null | undefined
    if (!user) return json(401, { message: t('notAuthenticated') })
    const schema = emailChangeRequestSchema({ passwordRequired: needsCurrentPassword(user) })
    const parsed = await parseBody(req, schema)

    const result = await requestEmailChange(req, user, parsed.data, locale, new Date())
    switch (result.kind) {
      case 'sent':
        return json(200, { message: t('emailChangeCodeSent', { email: result.newEmail }), newEmail: result.newEmail })
      case 'sameEmail':
        return json(400, {
          message: t('invalidInput'),
          errors: [{ path: 'newEmail', message: 'New_email_must_differ' }],
        })
      case 'wrongPassword':
        return json(400, {
          message: t('currentPasswordWrong'),
          errors: [{ path: 'currentPassword', message: t('currentPasswordWrong') }],
        })
      case 'locked':
        return json(429, { message: t('locked', { minutes: 10 }), code: 'LOCKED' })
      case 'emailInUse':
        return json(409, {
          message: t('emailInUse'),
          code: 'EMAIL_IN_USE',
          errors: [{ path: 'newEmail', message: t('emailInUse') }],
        })
      case 'limited': {
        const seconds = result.retryAfterSeconds
        throw result.resendTooSoon
          ? tooManyRequests(seconds, { text: text('api', 'resendWait', { seconds }), code: 'RESEND_TOO_SOON' })
          : tooManyRequests(seconds)
      }
    }
  },
}
