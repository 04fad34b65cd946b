import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { registerUser } from '@/server/auth/register'
import { sendCodeMail } from '@/server/email/codeMail'
import { Refusal, text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { registerRequestSchema } from '@/domain/schemas'

export const registerEndpoint: Endpoint = {
  path: '/auth/register',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, registerRequestSchema)
    // The schema has already checked the consents against the SIGNUP context.
    const body = parsed.data
    await enforceRateLimits(req, [
      { rule: RATE_LIMITS.registerPerIp, subject: clientIpOf(req) },
      { rule: RATE_LIMITS.registerPerEmail, subject: body.email },
    ])
    const result = await registerUser(req, { ...body, locale }, new Date())
    if (result.kind === 'emailInUse') throw new Refusal(409, 'EMAIL_IN_USE', text('api', 'emailInUse'))
    await sendCodeMail(req.payload, { to: body.email, locale, purpose: 'VERIFY_EMAIL', code: result.code })
    return json(201, { message: t('registered'), userId: result.userId })
  },
}
