import type { PayloadRequest } from 'payload'

import { waitForDisplay } from '@/domain/rateLimit'
import { Refusal, text, type RefusalText } from '@/server/http/refusal'
import { consumeRateLimits, type RateLimitCheck } from '@/server/rateLimit/limiter'

export { clientIpOf } from '@/server/rateLimit/clientIp'

type TooManyRequestsOptions = {
  /** A rule's own message and code. */
  text?: RefusalText
  code?: string
  /** Thrown in Payload's own operations: the message in its `errors` too. */
  messageInErrors?: boolean
}

/**
 * The 429 refusal of API.md: Retry-After in the header and the body, and by default a message saying how
 * long to wait.
 */
export function tooManyRequests(retryAfterSeconds: number, options: TooManyRequestsOptions = {}): Refusal {
  const wait = waitForDisplay(retryAfterSeconds)
  const message =
    wait.unit === 'seconds'
      ? text('api', 'tooManyRequestsSeconds', { seconds: wait.seconds })
      : text('api', 'tooManyRequestsMinutes', { minutes: wait.minutes })
  return new Refusal(429, options.code ?? 'TOO_MANY_REQUESTS', options.text ?? message, {
    fields: { retryAfter: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
    messageInErrors: options.messageInErrors,
  })
}

/** Counts the request against `checks`; throws the 429 refusal when one of them is used up. */
export async function enforceRateLimits(
  req: PayloadRequest,
  checks: readonly RateLimitCheck[],
  now = new Date(),
): Promise<void> {
  const verdict = await consumeRateLimits(req.payload, checks, now)
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
}
