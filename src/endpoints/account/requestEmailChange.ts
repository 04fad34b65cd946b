import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { tooManyRequests } from '../rateLimitHttp'
import { requestEmailChange } from '@/server/account/requestEmailChange'
import { invalidInput, Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { serverTranslator } from '@/server/i18n'
import { needsCurrentPassword } from '@/domain/auth'
import { emailChangeRequestSchema } from '@/domain/schemas'

/** POST /api/account/email-change `{ newEmail, currentPassword? }`: mails a code to the new address. */
export const requestEmailChangeEndpoint: Endpoint = {
  path: '/account/email-change',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const user = requireCaller(req)
    const schema = emailChangeRequestSchema({ passwordRequired: needsCurrentPassword(user) })
    const parsed = await parseBody(req, schema)

    const result = await requestEmailChange(req, user, parsed.data, locale, new Date())
    switch (result.kind) {
      case 'sent':
        return json(200, { message: t('emailChangeCodeSent', { email: result.newEmail }), newEmail: result.newEmail })
      case 'sameEmail':
        throw invalidInput([{ path: 'newEmail', message: 'New_email_must_differ' }])
      case 'wrongPassword':
        throw new Refusal(400, 'CURRENT_PASSWORD_WRONG', text('api', 'currentPasswordWrong'), {
          errors: [{ path: 'currentPassword', message: t('currentPasswordWrong') }],
        })
      case 'locked':
        throw new Refusal(429, 'LOCKED', text('api', 'locked', { minutes: 10 }))
      case 'emailInUse':
        throw new Refusal(409, 'EMAIL_IN_USE', text('api', 'emailInUse'), {
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
