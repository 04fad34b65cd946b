import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { issueCode, lastCodeSentAt } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { sendCodeMail } from '@/server/email/codeMail'
import { serverTranslator } from '@/server/i18n'
import { resendWaitSeconds } from '@/domain/auth'
import { isLocale } from '@/domain/locale'
import { resendCodeRequestSchema } from '@/domain/schemas'

export const resendSignupCodeEndpoint: Endpoint = {
  path: '/auth/resend-signup-code',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, resendCodeRequestSchema, t)
    if ('response' in parsed) return parsed.response

    const user = await findUserByEmail(req.payload, parsed.data.email)
    if (user && user.profileStatus === 'NOT_CONFIRMED') {
      const now = new Date()
      const lastResend = await lastCodeSentAt(req.payload, user.id, 'VERIFY_EMAIL', { resentOnly: true })
      const wait = resendWaitSeconds(lastResend, now)
      if (wait > 0) {
        return json(
          429,
          { message: t('resendWait', { seconds: wait }), code: 'RESEND_TOO_SOON', retryAfter: wait },
          {
            'Retry-After': String(wait),
          },
        )
      }
      const code = await issueCode(req, user.id, 'VERIFY_EMAIL', now, { resent: true })
      const mailLocale = isLocale(user.locale) ? user.locale : locale
      await sendCodeMail(req.payload, { to: user.email, locale: mailLocale, purpose: 'VERIFY_EMAIL', code })
    }
    return json(200, { message: t('codeResent') })
  },
}
