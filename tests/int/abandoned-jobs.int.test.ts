import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { releaseAbandonedJobs } from '@/server/jobs/abandonedJobs'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A job as a killed worker leaves it: picked up (processing) and never finished. */
async function abandonedJob(): Promise<number> {
  // A consultation that does not exist: the task finds nothing to release and completes.
  const job = await payload.jobs.queue({ task: 'releaseHold', input: { consultationId: 2_000_000_000 } })
  await execute(payload, sql`UPDATE payload_jobs SET processing = true WHERE id = ${job.id}`)
  return Number(job.id)
}

const jobExists = async (id: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, limit: 1 })).docs.length > 0

describe('jobs left running by a killed worker', () => {
  it('are skipped by the queue until released, then run to completion once', async () => {
    const id = await abandonedJob()
    await payload.jobs.run({ where: { id: { equals: id } } })
    expect(await jobExists(id)).toBe(true)

    expect(await releaseAbandonedJobs(payload)).toBeGreaterThanOrEqual(1)
    await payload.jobs.run({ where: { id: { equals: id } } })
    expect(await jobExists(id)).toBe(false)
  })
})
