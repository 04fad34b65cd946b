import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { issueCode, lastCodeSentAt } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { sendCodeMail } from '@/server/email/codeMail'
import { serverTranslator } from '@/server/i18n'
import { resendWaitSeconds } from '@/domain/auth'
import { isLocale } from '@/domain/locale'
import { forgotPasswordSchema } from '@/domain/schemas'

/** Always the same answer, so the endpoint never tells whether an account exists. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/auth/forgot-password',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, forgotPasswordSchema, t)
    if ('response' in parsed) return parsed.response

    const user = await findUserByEmail(req.payload, parsed.data.email)
    const now = new Date()
    if (user && resendWaitSeconds(await lastCodeSentAt(req.payload, user.id, 'RESET_PASSWORD'), now) === 0) {
      const code = await issueCode(req, user.id, 'RESET_PASSWORD', now)
      const mailLocale = isLocale(user.locale) ? user.locale : locale
      await sendCodeMail(req.payload, { to: user.email, locale: mailLocale, purpose: 'RESET_PASSWORD', code })
    }
    return json(200, { message: t('resetCodeSent') })
  },
}
