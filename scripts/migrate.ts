// `tsx scripts/migrate.ts`: applies the committed migrations in src/migrations, brings the reference data up
// to date, then closes the connection.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'
import { schemaModeProblem } from './lib/schemaMode.mjs'

import { syncReferenceData } from '@/server/db/syncReferenceData'

process.env.PAYLOAD_MIGRATING = 'true'
const setPhase = tracePhase('migrate')
setPhase('checking the database')
const mixed = process.env.DATABASE_URL ? await schemaModeProblem(process.env.DATABASE_URL, 'migrate') : null
if (mixed) {
  console.error(`migrate: ${mixed}`)
  process.exit(1)
}
setPhase('loading Payload')
const payload = await getPayload({ config })
setPhase('migrating')
try {
  await payload.db.migrate()
  setPhase('updating reference data')
  await syncReferenceData(payload)
  console.log('migrate: database is up to date')
} catch (error) {
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
// Payload keeps timers alive after destroy(); this is a one-shot command.
process.exit(process.exitCode ?? 0)
