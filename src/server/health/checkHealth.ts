import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { healthVerdict, maxJobLagSeconds, type HealthReport } from './verdict'
import { migrations } from '@/migrations'
import { pingDatabase } from '@/server/queries/health'
import { oldestDueJobWaitSeconds } from '@/server/queries/jobs'

// A health check must answer quickly even when Postgres hangs: give up on a reading after this long.
const READING_TIMEOUT_MS = 3000

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health reading timed out')), READING_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function pendingMigrations(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ran = new Set(docs.map((doc) => doc.name))
  return migrations.map((migration) => migration.name).filter((name) => !ran.has(name))
}

/** Seconds since the oldest job that is due and neither finished nor given up has been waiting. */
async function jobLagSeconds(req: PayloadRequest): Promise<number> {
  return Math.max(0, Math.round(await oldestDueJobWaitSeconds(req)))
}

export async function checkHealth(payload: Payload): Promise<HealthReport> {
  const req = await createLocalReq({}, payload)
  const reachable = await withTimeout(pingDatabase(req)).then(
    () => true,
    () => false,
  )
  const [pending, lag] = reachable
    ? await Promise.all([
        withTimeout(pendingMigrations(payload)).catch(() => null),
        withTimeout(jobLagSeconds(req)).catch(() => null),
      ])
    : [null, null]
  return healthVerdict(
    { database: { reachable }, pendingMigrations: pending, jobLagSeconds: lag },
    maxJobLagSeconds(process.env.HEALTH_MAX_JOB_LAG_SECONDS),
  )
}
