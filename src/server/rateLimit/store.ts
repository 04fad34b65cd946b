import type { RateLimitCounter, RateLimitRule } from '@/domain/rateLimit'

/**
 * Where the counters live, shared by every app instance. `hit` counts one hit on `key` and answers the
 * counter after it, as `counterAfterHit` of the domain defines it, atomically: concurrent hits on one
 * key from any number of instances each see a different count.
 */
export interface RateLimitStore {
  hit(key: string, rule: Pick<RateLimitRule, 'limit' | 'windowMs'>, now: Date): Promise<RateLimitCounter>
}
