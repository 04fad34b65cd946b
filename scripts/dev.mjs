// `npm run dev`: schema push on its own database, demo data when it lacks them (empty, or made before the
// catalogue, the search or availability existed), then next dev.
import pg from 'pg'

import { preflight } from './lib/preflight.mjs'
import { runBin, runSteps } from './lib/run.mjs'
import { schemaModeProblem } from './lib/schemaMode.mjs'

const port = Number(process.env.PORT ?? 3000)
const env = { ...process.env, PAYLOAD_DB_PUSH: 'true', PORT: String(port) }
await preflight({ databaseUrl: env.DATABASE_URL, port })
const mixed = await schemaModeProblem(env.DATABASE_URL, 'push')
if (mixed) {
  console.error(`careerbridge: ${mixed}`)
  process.exit(1)
}

async function hasDemoData(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM catalogue_services)::int AS services,
        (SELECT count(*) FROM consultant_profiles WHERE search_text IS NULL)::int AS unindexed,
        (SELECT count(*) FROM availabilities)::int AS availabilities`,
    )
    const [counts] = rows
    return counts.users > 0 && counts.services > 0 && counts.unindexed === 0 && counts.availabilities > 0
  } catch {
    return false // a table is missing: a new database, or one from before that table
  } finally {
    await client.end()
  }
}

if (!(await hasDemoData(env.DATABASE_URL))) {
  console.log('careerbridge: loading the demo data…')
  await runSteps([['tsx', ['scripts/seed.ts'], env]])
}
process.exit(await runBin('next', ['dev', '-p', String(port)], env))
