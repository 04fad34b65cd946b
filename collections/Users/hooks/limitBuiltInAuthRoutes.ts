import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { RATE_LIMITS } from '@/domain/rateLimit'
import { clientIpOf } from '@/server/rateLimit/clientIp'
import { consumeRateLimits, RATE_LIMIT_COUNTED } from '@/server/rateLimit/limiter'

const RULES = { login: RATE_LIMITS.loginPerIp, forgotPassword: RATE_LIMITS.forgotPasswordPerIp } as const

/**
 * Payload's own /api/users/login and /api/users/forgot-password share the per-address limits of our
 * endpoints, so they are no way around them. Payload formats the error: 429, without Retry-After.
 */
export const limitBuiltInAuthRoutes: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return
  if (req.context[RATE_LIMIT_COUNTED]) return
  const verdict = await consumeRateLimits(
    req.payload,
    [{ rule: RULES[operation], subject: clientIpOf(req) }],
    new Date(),
  )
  if (!verdict.allowed) {
    const data = { code: 'TOO_MANY_REQUESTS', retryAfter: verdict.retryAfterSeconds }
    throw new APIError(`Too many attempts. Please try again in ${verdict.retryAfterSeconds} seconds.`, 429, data, true)
  }
}
