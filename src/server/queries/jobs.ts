import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

// Payload's jobs queue table (payload_jobs).

/** Clears the `processing` mark of every unfinished job; answers how many there were. */
export async function clearProcessingMarks(req: PayloadRequest): Promise<number> {
  const released = await runSql(
    req,
    sql`UPDATE payload_jobs SET processing = false, updated_at = now()
        WHERE processing AND completed_at IS NULL RETURNING id`,
  )
  return released.length
}

/** Seconds since the oldest job that is due and neither finished nor given up has been waiting (0 for none). */
export async function oldestDueJobWaitSeconds(req: PayloadRequest): Promise<number> {
  const [row] = await runSql<{ seconds: number | null }>(
    req,
    sql`SELECT EXTRACT(EPOCH FROM now() - min(coalesce(wait_until, created_at)))::float8 AS seconds
        FROM payload_jobs
        WHERE completed_at IS NULL AND has_error IS NOT TRUE AND coalesce(wait_until, created_at) <= now()`,
  )
  return row?.seconds ?? 0
}
