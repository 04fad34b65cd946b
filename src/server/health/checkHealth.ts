import type { Payload } from 'payload'

import { healthVerdict, maxJobLagSeconds, type HealthReport } from './verdict'
import { execute, sql } from '@/server/db/sql'
import { migrations } from '@/migrations'

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
  // `npm run dev` pushes the schema on its own database and records no migrations there.
  if (process.env.PAYLOAD_DB_PUSH === 'true') return []
  const rows = await execute<{ name: string }>(
    payload,
    sql`SELECT name FROM payload_migrations WHERE batch IS NULL OR batch <> -1`,
  )
  const ran = new Set(rows.map((row) => row.name))
  return migrations.map((migration) => migration.name).filter((name) => !ran.has(name))
}

/** Seconds since the oldest job that is due and neither finished nor given up has been waiting. */
async function jobLagSeconds(payload: Payload): Promise<number> {
  const [row] = await execute<{ lag: number | string | null }>(
    payload,
    sql`SELECT EXTRACT(EPOCH FROM now() - min(coalesce(wait_until, created_at)))::float8 AS lag
        FROM payload_jobs
        WHERE completed_at IS NULL AND has_error IS NOT TRUE AND coalesce(wait_until, created_at) <= now()`,
  )
  return Math.max(0, Math.round(Number(row?.lag ?? 0)))
}

export async function checkHealth(payload: Payload): Promise<HealthReport> {
  const reachable = await withTimeout(execute(payload, sql`SELECT 1`)).then(
    () => true,
    () => false,
  )
  const [pending, lag] = reachable
    ? await Promise.all([
        withTimeout(pendingMigrations(payload)).catch(() => null),
        withTimeout(jobLagSeconds(payload)).catch(() => null),
      ])
    : [null, null]
  return healthVerdict(
    { database: { reachable }, pendingMigrations: pending, jobLagSeconds: lag },
    maxJobLagSeconds(process.env.HEALTH_MAX_JOB_LAG_SECONDS),
  )
}
