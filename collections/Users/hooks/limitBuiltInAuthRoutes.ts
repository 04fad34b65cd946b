import type { CollectionBeforeOperationHook } from 'payload'

import { tooManyRequests } from '@/endpoints/rateLimitHttp'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { clientIpOf } from '@/server/rateLimit/clientIp'
import { consumeRateLimits, RATE_LIMIT_COUNTED, type RateLimitCheck } from '@/server/rateLimit/limiter'

const emailOf = (args: { data?: unknown }) => {
  const email = (args.data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email : null
}

/** The rules each of Payload's auth operations counts, per address and per account (its email). */
function checksOf(operation: string, args: { data?: unknown }, ip: string | null): RateLimitCheck[] {
  switch (operation) {
    case 'login':
      return [
        { rule: RATE_LIMITS.loginPerIp, subject: ip },
        { rule: RATE_LIMITS.loginPerAccount, subject: emailOf(args) },
      ]
    case 'forgotPassword':
      return [
        { rule: RATE_LIMITS.forgotPasswordPerIp, subject: ip },
        { rule: RATE_LIMITS.forgotPasswordPerEmail, subject: emailOf(args) },
      ]
    case 'resetPassword':
      return [{ rule: RATE_LIMITS.confirmCodePerIp, subject: ip }]
    default:
      return []
  }
}

/**
 * Payload's own login, forgot-password and reset-password (REST and GraphQL alike) share the limits of our
 * endpoints, so they are no way around them: the same 429 with Retry-After, its message in `errors` too.
 */
export const limitBuiltInAuthRoutes: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || req.context[RATE_LIMIT_COUNTED]) return
  const checks = checksOf(operation, args as { data?: unknown }, clientIpOf(req))
  if (checks.length === 0) return
  const verdict = await consumeRateLimits(req.payload, checks, new Date())
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, { messageInErrors: true })
}
