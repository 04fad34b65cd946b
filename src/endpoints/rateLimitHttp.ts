import type { PayloadRequest } from 'payload'

import { json, requestLocale } from './http'
import { waitForDisplay } from '@/domain/rateLimit'
import { serverTranslator } from '@/server/i18n'
import { consumeRateLimits, type RateLimitCheck } from '@/server/rateLimit/limiter'

export { clientIpOf } from '@/server/rateLimit/clientIp'

/** The 429 answer of API.md: Retry-After in the header and the body, a message in the caller's language. */
export function tooManyRequests(
  req: PayloadRequest,
  retryAfterSeconds: number,
  body?: { message: string; code: string },
): Response {
  const t = serverTranslator(requestLocale(req), 'api')
  const wait = waitForDisplay(retryAfterSeconds)
  const message =
    wait.unit === 'seconds'
      ? t('tooManyRequestsSeconds', { seconds: wait.seconds })
      : t('tooManyRequestsMinutes', { minutes: wait.minutes })
  return json(
    429,
    { message, code: 'TOO_MANY_REQUESTS', ...body, retryAfter: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/** Counts the request against `checks`; the 429 answer when one of them is used up, else null. */
export async function rateLimitAnswer(
  req: PayloadRequest,
  checks: readonly RateLimitCheck[],
  now = new Date(),
): Promise<Response | null> {
  const verdict = await consumeRateLimits(req.payload, checks, now)
  return verdict.allowed ? null : tooManyRequests(req, verdict.retryAfterSeconds)
}
