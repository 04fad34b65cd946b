import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/rateLimit'
import { execute, sql } from './sql'
import { consumeRateLimits, rateLimitKey } from '@/server/rateLimit/limiter'

/** Ends the open window of `rule` for `subject` now, as if its time had passed. */
export async function expireRateLimit(payload: Payload, rule: RateLimitRule, subject: string | number) {
  await execute(
    payload,
    sql`UPDATE rate_limit.counters SET reset_at = now() - interval '1 second' WHERE key = ${rateLimitKey(rule, subject)}`,
  )
}

/** Counts `hits` hits of `rule` for `subject` (default: all the rule allows), as earlier requests would. */
export async function useUpRateLimit(
  payload: Payload,
  rule: RateLimitRule,
  subject: string | number,
  hits = rule.limit,
) {
  for (let i = 0; i < hits; i++) await consumeRateLimits(payload, [{ rule, subject }], new Date())
}
