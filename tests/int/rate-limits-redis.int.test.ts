import config from '@payload-config'
import { BasePayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startRedis } from '../helpers/redisServer'
import { execute, sql } from '../helpers/sql'
import type { RateLimitRule } from '@/domain/rateLimit'
import { redisKvAdapter } from '@/server/kv/redisKvAdapter'
import { consumeRateLimits, rateLimitKey } from '@/server/rateLimit/limiter'

let redis: Awaited<ReturnType<typeof startRedis>>
/** Two app instances configured as with REDIS_URL: each with its own Redis connection and database pool. */
let instances: Payload[] = []
const rule = (limit: number, windowMs = 60_000): RateLimitRule => ({
  name: `redis-test-${crypto.randomUUID().slice(0, 8)}`,
  limit,
  windowMs,
})

beforeAll(async () => {
  redis = await startRedis()
  vi.stubEnv('REDIS_URL', redis.url)
  const sanitized = await config
  const withRedis = () => ({
    ...sanitized,
    kv: redisKvAdapter({ url: redis.url, keyPrefix: 'careerbridge:' }) as SanitizedConfig['kv'],
  })
  instances = await Promise.all([withRedis(), withRedis()].map((c) => new BasePayload().init({ config: c })))
})

afterAll(async () => {
  for (const instance of instances) {
    await (instance.kv as unknown as { redisClient: { quit(): Promise<unknown> } }).redisClient.quit()
    await instance.destroy()
  }
  await redis?.stop()
  vi.unstubAllEnvs()
})

describe('the shared counters in Redis (REDIS_URL set)', () => {
  it('two instances share one limit: 30 concurrent hits with limit 20 give exactly 20 allowed', async () => {
    const limit = rule(20)
    const now = new Date()
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => consumeRateLimits(instances[i % 2]!, [{ rule: limit, subject: 'x' }], now)),
    )
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(20)
    for (const verdict of verdicts.filter((v) => !v.allowed)) {
      expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 60, rule: limit.name })
    }
  })

  it('is the store used: nothing goes to PostgreSQL, and the subject is kept only as a keyed hash', async () => {
    const limit = rule(3)
    await consumeRateLimits(instances[0]!, [{ rule: limit, subject: 'someone@example.com' }], new Date())
    const [stored] = await execute<{ count: string }>(
      instances[0]!,
      sql`SELECT count(*) FROM rate_limit.counters WHERE key = ${rateLimitKey(limit, 'someone@example.com')}`,
    )
    expect(Number(stored!.count)).toBe(0)
    const client = (instances[1]!.kv as unknown as { redisClient: { keys(pattern: string): Promise<string[]> } })
      .redisClient
    const keys = await client.keys(`*${limit.name}*`)
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('someone')
  })

  it('opens a new window once Redis has let the old one expire', async () => {
    const limit = rule(2, 300)
    const hit = () => consumeRateLimits(instances[1]!, [{ rule: limit, subject: 'y' }], new Date())
    expect((await hit()).allowed).toBe(true)
    expect((await hit()).allowed).toBe(true)
    expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 1, rule: limit.name })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await hit()).allowed).toBe(true)
  })
})

describe("Payload's key-value store in Redis", () => {
  it('sets, reads, lists, deletes and clears only its own keys', async () => {
    const kv = instances[0]!.kv
    await kv.clear()
    await kv.set('a', { n: 1 })
    await kv.set('b', [1, 2])
    expect(await kv.get('a')).toEqual({ n: 1 })
    expect(await kv.has('b')).toBe(true)
    expect((await kv.keys()).sort()).toEqual(['a', 'b'])
    await kv.delete('a')
    expect(await kv.get('a')).toBeNull()
    await kv.clear()
    expect(await kv.keys()).toEqual([])
    // The rate-limit counters of the other tests are not the store's keys and survive a clear.
    const client = (kv as unknown as { redisClient: { keys(pattern: string): Promise<string[]> } }).redisClient
    expect((await client.keys('rate-limit:*')).length).toBeGreaterThan(0)
  })
})
