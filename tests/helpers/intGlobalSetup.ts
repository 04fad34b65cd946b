import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { startTestDatabase, type TestDatabase } from './embeddedPostgres'

let database: TestDatabase | undefined

/** One fresh, migrated database per integration run; workers inherit its URL through the environment. */
export async function setup() {
  database = await startTestDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  process.env.PAYLOAD_DB_PUSH = 'false'
  process.env.CAREERBRIDGE_EMBEDDED_DB = '1'
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], { stdio: 'pipe', env: process.env })
}

export async function teardown() {
  await database?.stop()
}
