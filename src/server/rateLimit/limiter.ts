import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadSecret } from '../env'
import { postgresRateLimitStore } from './postgresStore'
import { redisClientOf, redisRateLimitStore } from './redisStore'
import type { RateLimitStore } from './store'
import { combineVerdicts, verdictOf, type RateLimitRule, type RateLimitVerdict } from '@/domain/rateLimit'

/** One rule counted for one subject (an address, an email, an account id); null skips the rule. */
export type RateLimitCheck = { rule: RateLimitRule; subject: string | number | null | undefined }

/** Marks `req.context` of a request our endpoint has counted already, for the hooks of the Local API it calls. */
export const RATE_LIMIT_COUNTED = 'rateLimitCounted'

/** RATE_LIMITS=off switches every limit off, for load benchmarks that send from one account. */
export const rateLimitsEnabled = () => process.env.RATE_LIMITS?.trim().toLowerCase() !== 'off'

/** Subjects are stored as a keyed hash: the table holds no addresses or emails. */
export function rateLimitKey(rule: Pick<RateLimitRule, 'name'>, subject: string | number): string {
  const digest = createHmac('sha256', payloadSecret())
    .update(`rate-limit:${rule.name}:${String(subject).trim().toLowerCase()}`)
    .digest('base64url')
  return `${rule.name}:${digest}`
}

const stores = new WeakMap<Payload, RateLimitStore>()
let warnedAboutRedis = false

/** Redis when REDIS_URL is set and Payload's kv adapter is the Redis one (payload.config.ts), else PostgreSQL. */
export function rateLimitStoreOf(payload: Payload): RateLimitStore {
  const known = stores.get(payload)
  if (known) return known
  const redis = process.env.REDIS_URL ? redisClientOf(payload.kv) : null
  if (process.env.REDIS_URL && !redis && !warnedAboutRedis) {
    warnedAboutRedis = true
    payload.logger.warn('REDIS_URL is set but the kv adapter is not Redis: rate limits use PostgreSQL')
  }
  const store = redis ? redisRateLimitStore(redis) : postgresRateLimitStore(payload)
  stores.set(payload, store)
  return store
}

/** Counts one hit for every check with a subject and answers whether the request may go on. */
export async function consumeRateLimits(
  payload: Payload,
  checks: readonly RateLimitCheck[],
  now: Date,
  store: RateLimitStore = rateLimitStoreOf(payload),
): Promise<RateLimitVerdict> {
  if (!rateLimitsEnabled()) return { allowed: true }
  const counted = checks.filter(
    (check) => check.subject !== null && check.subject !== undefined && check.subject !== '',
  )
  const verdicts = await Promise.all(
    counted.map(async ({ rule, subject }) =>
      verdictOf(rule, await store.hit(rateLimitKey(rule, subject!), rule, now), now),
    ),
  )
  return combineVerdicts(verdicts)
}
