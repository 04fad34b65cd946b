import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import type { RateLimitStore } from './store'

/** Ended windows are deleted now and then, by whichever instance happens to count the hit. */
const SWEEP_EVERY_HITS = 500

/** The counters in PostgreSQL: one upsert per hit, so the row lock orders concurrent hits on a key. */
export function postgresRateLimitStore(payload: Payload): RateLimitStore {
  let hitsSinceSweep = 0
  return {
    async hit(key, { limit, windowMs }, now) {
      const resetAt = new Date(now.getTime() + windowMs)
      const [row] = await execute<{ hits: number; reset_at: unknown }>(
        payload,
        sql`INSERT INTO rate_limit.counters AS c (key, hits, reset_at) VALUES (${key}, 1, ${resetAt})
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN c.reset_at <= ${now} THEN 1 ELSE LEAST(c.hits + 1, ${limit + 1}) END,
              reset_at = CASE WHEN c.reset_at <= ${now} THEN excluded.reset_at ELSE c.reset_at END
            RETURNING hits, reset_at`,
      )
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0
        await execute(payload, sql`DELETE FROM rate_limit.counters WHERE reset_at < ${now}`)
      }
      return { hits: Number(row!.hits), resetAt: new Date(row!.reset_at as string | Date) }
    },
  }
}
