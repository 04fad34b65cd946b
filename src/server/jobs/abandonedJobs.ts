import { createLocalReq, type Payload } from 'payload'

import { clearProcessingMarks } from '@/server/queries/jobs'

/**
 * Payload marks a job `processing` while a process runs it and never clears the mark when that process
 * dies: the job would be skipped forever. The one worker calls this before it starts running jobs, when
 * no other process can be running any; the jobs run again, and their tasks are idempotent (sent-notice
 * keys, row locks, idempotency keys at the payment provider).
 */
export async function releaseAbandonedJobs(payload: Payload): Promise<number> {
  return clearProcessingMarks(await createLocalReq({}, payload))
}
