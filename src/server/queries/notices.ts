import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

/**
 * Claims the sent-notices key in the request's transaction: true when this is the first claim. A second
 * claim at the same time waits on the unique key until the first transaction ends, then finds it (or,
 * when that one rolled back, takes it).
 */
export async function claimNotice(
  req: PayloadRequest,
  key: string,
  consultationId: number | null = null,
): Promise<boolean> {
  const claimed = await runSql(
    req,
    sql`INSERT INTO sent_notices (key, consultation_id, updated_at, created_at)
        VALUES (${key}, ${consultationId}, now(), now())
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  )
  return claimed.length > 0
}
