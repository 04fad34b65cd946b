/**
 * A rule allows `limit` hits per window. A window opens with the first hit of a key and lasts
 * `windowMs`; the first hit after it has ended opens the next one. Stores keep, per key, only the hits
 * of the open window and when it ends, so one atomic read-modify-write decides every hit.
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number }

/** What a store keeps per key. */
export type RateLimitCounter = { hits: number; resetAt: Date }

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string }

/**
 * The counter after one more hit at `now`. Stores do exactly this in one statement; refused hits
 * count too, but only up to one past the limit, so a flood cannot grow the number without bound.
 */
export function counterAfterHit(
  previous: RateLimitCounter | null,
  rule: Pick<RateLimitRule, 'limit' | 'windowMs'>,
  now: Date,
): RateLimitCounter {
  if (!previous || previous.resetAt.getTime() <= now.getTime()) {
    return { hits: 1, resetAt: new Date(now.getTime() + rule.windowMs) }
  }
  return { hits: Math.min(previous.hits + 1, rule.limit + 1), resetAt: previous.resetAt }
}

/** Whole seconds until the window ends, at least 1 and never more than the window (a skewed clock). */
export function retryAfterSeconds(resetAt: Date, now: Date, windowMs: number): number {
  const seconds = Math.ceil((resetAt.getTime() - now.getTime()) / 1000)
  return Math.min(Math.ceil(windowMs / 1000), Math.max(1, seconds))
}

/** Whether the hit that produced `counter` is allowed. */
export function verdictOf(rule: RateLimitRule, counter: RateLimitCounter, now: Date): RateLimitVerdict {
  if (counter.hits <= rule.limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: retryAfterSeconds(counter.resetAt, now, rule.windowMs), rule: rule.name }
}

/** Several rules on one request: refused when any refuses, and then only after the longest wait. */
export function combineVerdicts(verdicts: readonly RateLimitVerdict[]): RateLimitVerdict {
  let refused: Extract<RateLimitVerdict, { allowed: false }> | null = null
  for (const verdict of verdicts) {
    if (!verdict.allowed && (!refused || verdict.retryAfterSeconds > refused.retryAfterSeconds)) refused = verdict
  }
  return refused ?? { allowed: true }
}

/** A wait as the 429 message words it: seconds up to two minutes, whole minutes (rounded up) beyond. */
export function waitForDisplay(
  seconds: number,
): { unit: 'seconds'; seconds: number } | { unit: 'minutes'; minutes: number } {
  return seconds <= 120 ? { unit: 'seconds', seconds } : { unit: 'minutes', minutes: Math.ceil(seconds / 60) }
}
