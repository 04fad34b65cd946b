import type { PayloadRequest } from 'payload'

import { isoTime } from './rows'
import { runSql, sql } from '@/server/db/sql'

// The counters of the rate limits (migration rate_limits): their own schema, one row per key.

/**
 * Counts one hit on `key` in one upsert, so the row lock orders concurrent hits on a key: a window that
 * ended at `now` starts again at 1 until `resetAt`. The count stops at `limit + 1`.
 */
export async function hitRateLimitCounter(
  req: PayloadRequest,
  key: string,
  { limit, resetAt, now }: { limit: number; resetAt: Date; now: Date },
): Promise<{ hits: number; resetAt: Date }> {
  const [row] = await runSql<{ hits: number; resetAt: string }>(
    req,
    sql`INSERT INTO rate_limit.counters AS c (key, hits, reset_at) VALUES (${key}, 1, ${resetAt})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.reset_at <= ${now} THEN 1 ELSE LEAST(c.hits + 1, ${limit + 1}) END,
          reset_at = CASE WHEN c.reset_at <= ${now} THEN excluded.reset_at ELSE c.reset_at END
        RETURNING hits, ${isoTime(sql`reset_at`)} AS "resetAt"`,
  )
  return { hits: row!.hits, resetAt: new Date(row!.resetAt) }
}

/** Deletes the counters whose window ended before `now`. */
export async function deleteEndedRateLimitCounters(req: PayloadRequest, now: Date): Promise<void> {
  await runSql(req, sql`DELETE FROM rate_limit.counters WHERE reset_at < ${now}`)
}
