import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { issueCode } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { sendCodeMail } from '@/server/email/codeMail'
import { serverTranslator } from '@/server/i18n'
import { consumeRateLimits } from '@/server/rateLimit/limiter'
import { isLocale } from '@/domain/locale'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { forgotPasswordSchema } from '@/domain/schemas'

/**
 * Always the same answer, so the endpoint never tells whether an account exists: also inside the 120 s
 * between two codes for one address, when no mail is sent. Too many requests from one address get 429.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/auth/forgot-password',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, forgotPasswordSchema)
    const { email } = parsed.data
    const now = new Date()
    await enforceRateLimits(req, [{ rule: RATE_LIMITS.forgotPasswordPerIp, subject: clientIpOf(req) }], now)

    const cooldown = await consumeRateLimits(
      req.payload,
      [{ rule: RATE_LIMITS.forgotPasswordPerEmail, subject: email }],
      now,
    )
    const user = cooldown.allowed ? await findUserByEmail(req.payload, email) : null
    if (user) {
      const code = await issueCode(req, user.id, 'RESET_PASSWORD', now)
      const mailLocale = isLocale(user.locale) ? user.locale : locale
      await sendCodeMail(req.payload, { to: user.email, locale: mailLocale, purpose: 'RESET_PASSWORD', code })
    }
    return json(200, { message: t('resetCodeSent') })
  },
}
