import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { clientIpOf, tooManyRequests } from '../rateLimitHttp'
import { issueCode } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { sendCodeMail } from '@/server/email/codeMail'
import { text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'
import { consumeRateLimits } from '@/server/rateLimit/limiter'
import { isLocale } from '@/domain/locale'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { resendCodeRequestSchema } from '@/domain/schemas'

/**
 * One resend per address every 120 s (429 RESEND_TOO_SOON inside it), counted for every address alike
 * so that the answer never tells whether an unconfirmed account exists.
 */
export const resendSignupCodeEndpoint: Endpoint = {
  path: '/auth/resend-signup-code',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, resendCodeRequestSchema)
    const { email } = parsed.data
    const now = new Date()
    const verdict = await consumeRateLimits(
      req.payload,
      [
        { rule: RATE_LIMITS.resendCodePerIp, subject: clientIpOf(req) },
        { rule: RATE_LIMITS.resendCodePerEmail, subject: email },
      ],
      now,
    )
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds
      throw verdict.rule === RATE_LIMITS.resendCodePerEmail.name
        ? tooManyRequests(seconds, { text: text('api', 'resendWait', { seconds }), code: 'RESEND_TOO_SOON' })
        : tooManyRequests(seconds)
    }

    const user = await findUserByEmail(req.payload, email)
    if (user && user.profileStatus === 'NOT_CONFIRMED') {
      const code = await issueCode(req, user.id, 'VERIFY_EMAIL', now, { resent: true })
      const mailLocale = isLocale(user.locale) ? user.locale : locale
      await sendCodeMail(req.payload, { to: user.email, locale: mailLocale, purpose: 'VERIFY_EMAIL', code })
    }
    return json(200, { message: t('codeResent') })
  },
}
