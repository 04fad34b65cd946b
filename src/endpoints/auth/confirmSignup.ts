import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { codeFailure } from './codeAnswers'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { redeemCode } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { serverTranslator } from '@/server/i18n'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { confirmSignupRequestSchema } from '@/domain/schemas'
import { statusAfterEmailVerified } from '@/domain/status'

export const confirmSignupEndpoint: Endpoint = {
  path: '/auth/confirm-signup',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const parsed = await parseBody(req, confirmSignupRequestSchema)
    const { email, confirmationCode } = parsed.data

    await enforceRateLimits(req, [
      { rule: RATE_LIMITS.confirmCodePerIp, subject: clientIpOf(req) },
      { rule: RATE_LIMITS.confirmCodePerEmail, subject: email },
    ])

    const user = await findUserByEmail(req.payload, email)
    // Unknown and already verified addresses answer like a used code, so the endpoint reveals no accounts.
    if (!user || user.profileStatus !== 'NOT_CONFIRMED') throw codeFailure('used', 0)
    const { result, attemptsLeft } = await redeemCode(
      req.payload,
      user.id,
      'VERIFY_EMAIL',
      confirmationCode,
      new Date(),
    )
    if (result !== 'ok') throw codeFailure(result, attemptsLeft)

    const role = user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER'
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { profileStatus: statusAfterEmailVerified(role) },
      overrideAccess: true,
    })
    return json(200, { message: t('emailVerified') })
  },
}
