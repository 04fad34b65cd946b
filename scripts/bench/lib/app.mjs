// The application against the bench database: its environment, migrations and demo data.
import crypto from 'node:crypto'

import { bin, run } from './process.mjs'

/** The environment the app runs with against `databaseUrl` (a fresh secret each run). */
export function appEnv(databaseUrl, extra = {}) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    // The seed may then use its default staff passwords: this database is ours and deleted after the run.
    CAREERBRIDGE_EMBEDDED_DB: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // The load comes from one demo account at a rate no person reaches: the rate limits would refuse it.
    RATE_LIMITS: 'off',
    ...extra,
  }
}

/** Applies the committed migrations, then loads the demo data (catalogue, staff, demo consultants). */
export async function migrateAndSeed(env) {
  await run(bin('tsx'), ['scripts/migrate.ts'], { env, quiet: true })
  await run(bin('tsx'), ['scripts/seed.ts'], { env, quiet: true })
}
