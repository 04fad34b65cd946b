import { RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS } from './limits'

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Messages sent after this instant count against the limit. */
export const rateLimitWindowStart = (now: Date): Date => new Date(now.getTime() - RATE_LIMIT_WINDOW_MS)

/**
 * Whether a sender may send one more message now, given when their recent messages were sent. Refused
 * while 20 or more fall in the last minute; Retry-After is when the oldest of the newest 20 leaves it.
 */
export function rateLimitDecision(recentSentAts: readonly Date[], now: Date): RateLimitDecision {
  const windowStart = rateLimitWindowStart(now).getTime()
  const inWindow = recentSentAts
    .map((at) => at.getTime())
    // A message stamped a moment after `now` (another request's clock) still counts.
    .filter((at) => at > windowStart)
    .sort((a, b) => b - a)
  if (inWindow.length < RATE_LIMIT_MESSAGES) return { allowed: true }
  const oldestCounted = inWindow[RATE_LIMIT_MESSAGES - 1]!
  const waitMs = oldestCounted + RATE_LIMIT_WINDOW_MS - now.getTime()
  const seconds = Math.ceil(waitMs / 1000)
  return { allowed: false, retryAfterSeconds: Math.min(RATE_LIMIT_WINDOW_MS / 1000, Math.max(1, seconds)) }
}
