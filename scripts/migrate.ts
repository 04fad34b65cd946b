// `tsx scripts/migrate.ts`: applies the committed migrations in src/migrations, brings the reference data up
// to date, then closes the connection.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'
import { databaseName, wasPushed } from './lib/pushedDatabase.mjs'

import { syncReferenceData } from '@/server/db/syncReferenceData'

process.env.PAYLOAD_MIGRATING = 'true'
const setPhase = tracePhase('migrate')
setPhase('checking the database')
// Payload would stop at an interactive prompt instead.
if (process.env.DATABASE_URL && (await wasPushed(process.env.DATABASE_URL))) {
  console.error(
    `migrate: the database ${databaseName(process.env.DATABASE_URL)} was set up by schema push (an older \`npm run dev\`) and cannot be migrated; drop it and create it again (for the database of \`npm run dev\`: \`npm run dev -- --reset-db\`).`,
  )
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
