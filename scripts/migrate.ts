// `tsx scripts/migrate.ts`: applies the committed migrations in src/migrations, then closes the connection.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'

process.env.PAYLOAD_MIGRATING = 'true'
const setPhase = tracePhase('migrate')
setPhase('loading Payload')
const payload = await getPayload({ config })
setPhase('migrating')
try {
  await payload.db.migrate()
  console.log('migrate: database is up to date')
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
// Payload keeps timers alive after destroy(); this is a one-shot command.
process.exit(process.exitCode ?? 0)
