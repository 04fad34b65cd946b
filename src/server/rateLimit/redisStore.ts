import type { KVAdapter } from 'payload'

import type { RateLimitStore } from './store'

/** The part of ioredis we use; the Redis kv adapter (src/server/kv) exposes its client as `redisClient`. */
type RedisClient = {
  eval(script: string, keyCount: number, ...args: (string | number)[]): Promise<unknown>
}

/** The Redis client behind `payload.kv` when the kv adapter is the Redis one, else null. */
export function redisClientOf(kv: KVAdapter | undefined): RedisClient | null {
  const client = (kv as { redisClient?: Partial<RedisClient> } | undefined)?.redisClient
  return client && typeof client.eval === 'function' ? (client as RedisClient) : null
}

// One script, so the count and the window's end change together. Redis keeps time for the window
// itself (PEXPIRE), the same clock for every instance; the counter stops one past the limit.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits > tonumber(ARGV[2]) + 1 then redis.call('DECR', KEYS[1]); hits = hits - 1 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`

/** The counters in Redis, under `rate-limit:` inside the kv adapter's connection. */
export function redisRateLimitStore(client: RedisClient): RateLimitStore {
  return {
    async hit(key, { limit, windowMs }, now) {
      const [hits, ttl] = (await client.eval(HIT_SCRIPT, 1, `rate-limit:${key}`, windowMs, limit)) as [number, number]
      return { hits: Number(hits), resetAt: new Date(now.getTime() + Number(ttl)) }
    },
  }
}
