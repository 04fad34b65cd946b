import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { codeFailure } from './codeAnswers'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { redeemCode } from '@/server/auth/codeStore'
import { findUserByEmail } from '@/server/auth/users'
import { serverTranslator } from '@/server/i18n'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { confirmForgotPasswordRequestSchema } from '@/domain/schemas'
import { statusAfterEmailVerified } from '@/domain/status'

export const confirmForgotPasswordEndpoint: Endpoint = {
  path: '/auth/confirm-forgot-password',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const parsed = await parseBody(req, confirmForgotPasswordRequestSchema)
    const { email, confirmationCode, password } = parsed.data

    await enforceRateLimits(req, [
      { rule: RATE_LIMITS.confirmCodePerIp, subject: clientIpOf(req) },
      { rule: RATE_LIMITS.confirmCodePerEmail, subject: email },
    ])

    const user = await findUserByEmail(req.payload, email)
    if (!user) throw codeFailure('used', 0)
    const { result, attemptsLeft } = await redeemCode(
      req.payload,
      user.id,
      'RESET_PASSWORD',
      confirmationCode,
      new Date(),
    )
    if (result !== 'ok') throw codeFailure(result, attemptsLeft)

    // The code proves the mailbox is theirs, so an unverified account becomes verified too. A new
    // password set without a session ends every session (Payload's own rule).
    const role = user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER'
    const profileStatus = user.profileStatus === 'NOT_CONFIRMED' ? statusAfterEmailVerified(role) : user.profileStatus
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { password, profileStatus, loginAttempts: 0, lockUntil: null },
      overrideAccess: true,
    })
    return json(200, { message: t('passwordReset') })
  },
}
