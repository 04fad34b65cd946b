// Pure: turns what the health check measured into the answer of GET /api/health.

export type HealthReadings = {
  database: { reachable: boolean }
  /** Committed migrations the database has not run; null when it could not be read. */
  pendingMigrations: string[] | null
  /** Seconds the oldest due, unfinished job has waited; 0 when none waits, null when unknown. */
  jobLagSeconds: number | null
}

export type HealthReport = {
  status: 'ok' | 'unhealthy'
  checks: {
    database: { ok: boolean }
    migrations: { ok: boolean; pending: string[] | null }
    jobs: { ok: boolean; lagSeconds: number | null; maxLagSeconds: number }
  }
}

export function healthVerdict(readings: HealthReadings, maxJobLagSeconds: number): HealthReport {
  const database = { ok: readings.database.reachable }
  const migrations = { ok: readings.pendingMigrations?.length === 0, pending: readings.pendingMigrations }
  const lag = readings.jobLagSeconds
  const jobs = { ok: lag !== null && lag <= maxJobLagSeconds, lagSeconds: lag, maxLagSeconds: maxJobLagSeconds }
  const healthy = database.ok && migrations.ok && jobs.ok
  return { status: healthy ? 'ok' : 'unhealthy', checks: { database, migrations, jobs } }
}

/** HEALTH_MAX_JOB_LAG_SECONDS: how long a due job may wait before the instance reports unhealthy (600). */
export function maxJobLagSeconds(raw: string | undefined): number {
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : 600
}
