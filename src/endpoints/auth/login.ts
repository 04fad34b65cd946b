import { AuthenticationError, LockedAuth, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { NOT_CONFIRMED_CODE } from '../../../collections/Users/hooks/refuseUnconfirmedLogin'
import { json, parseBody } from '../http'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { hashLikeAPasswordCheck } from '@/server/auth/passwordHashTiming'
import { findUserByEmail, lockedUntil } from '@/server/auth/users'
import { userInfoOf } from '@/server/auth/userInfo'
import { Refusal, text } from '@/server/http/refusal'
import { consumeRateLimits, RATE_LIMIT_COUNTED } from '@/server/rateLimit/limiter'
import { requireSessionRequest } from '@/server/security/sessionRequestGuard'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { loginSchema } from '@/domain/schemas'

const loginFailed = () => new Refusal(401, 'LOGIN_FAILED', text('api', 'loginFailed'))

const locked = (seconds: number) =>
  new Refusal(429, 'LOCKED', text('api', 'locked', { minutes: Math.ceil(seconds / 60) }), {
    headers: { 'Retry-After': String(seconds) },
  })

/**
 * Wrong passwords lock an account (Payload's lockUntil); failures for an email without an account are
 * counted the same way, so that the lock answer does not tell which emails have an account.
 */
async function unknownEmailFailure(req: PayloadRequest, email: string): Promise<Refusal> {
  const verdict = await consumeRateLimits(
    req.payload,
    [{ rule: RATE_LIMITS.loginUnknownEmail, subject: email }],
    new Date(),
  )
  return verdict.allowed ? loginFailed() : locked(verdict.retryAfterSeconds)
}

export const loginEndpoint: Endpoint = {
  path: '/auth/login',
  method: 'post',
  handler: async (req) => {
    requireSessionRequest(req)
    const parsed = await parseBody(req, loginSchema)
    const { email, password } = parsed.data
    const { payload } = req
    await enforceRateLimits(req, [
      { rule: RATE_LIMITS.loginPerIp, subject: clientIpOf(req) },
      { rule: RATE_LIMITS.loginPerAccount, subject: email },
    ])
    req.context[RATE_LIMIT_COUNTED] = true

    try {
      const result = await payload.login({ collection: 'users', data: { email, password }, req })
      if (!result.token || !result.user) throw new AuthenticationError()
      const cookie = generatePayloadCookie({
        collectionAuthConfig: payload.collections.users.config.auth,
        cookiePrefix: payload.config.cookiePrefix,
        token: result.token,
      })
      const body = {
        profileStatus: result.user.profileStatus,
        user: await userInfoOf(payload, result.user),
        token: result.token,
      }
      return json(200, body, { 'Set-Cookie': cookie })
    } catch (error) {
      // The password was right but the email is not verified yet: no session, the client asks for the code.
      if (error instanceof Refusal && error.code === NOT_CONFIRMED_CODE) {
        return json(200, { profileStatus: 'NOT_CONFIRMED' })
      }
      if (error instanceof LockedAuth) {
        const user = await findUserByEmail(payload, email)
        const until = (user && (await lockedUntil(payload, user.id)))?.getTime() ?? Date.now()
        throw locked(Math.max(1, Math.ceil((until - Date.now()) / 1000)))
      }
      if (error instanceof AuthenticationError) {
        if (!(await findUserByEmail(payload, email))) {
          await hashLikeAPasswordCheck(password)
          throw await unknownEmailFailure(req, email)
        }
        throw loginFailed()
      }
      throw error
    }
  },
}
