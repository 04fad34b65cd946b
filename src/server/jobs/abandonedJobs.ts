import type { Payload } from 'payload'

import { execute, sql } from '@/server/db/sql'

/**
 * Payload marks a job `processing` while a process runs it and never clears the mark when that process
 * dies: the job would be skipped forever. The one worker calls this before it starts running jobs, when
 * no other process can be running any; the jobs run again, and their tasks are idempotent (sent-notice
 * keys, row locks, idempotency keys at the payment provider).
 */
export async function releaseAbandonedJobs(payload: Payload): Promise<number> {
  const released = await execute<{ id: number }>(
    payload,
    sql`UPDATE payload_jobs SET processing = false, updated_at = now()
        WHERE processing AND completed_at IS NULL RETURNING id`,
  )
  return released.length
}
