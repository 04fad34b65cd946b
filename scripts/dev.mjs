// `npm run dev`: the committed migrations on its own database (as `npm start` does), demo data when it lacks
// them (empty, or made before the catalogue, the search or availability existed), then next dev.
// `--reset-db` drops the database first and starts again from an empty one.
import pg from 'pg'

import { devSteps } from './lib/devSteps.mjs'
import { preflight } from './lib/preflight.mjs'
import { databaseName, recreateDatabase, wasPushed } from './lib/pushedDatabase.mjs'
import { runSteps } from './lib/run.mjs'

const port = Number(process.env.PORT ?? 3000)
const env = { ...process.env, PORT: String(port) }
await preflight({ databaseUrl: env.DATABASE_URL, port })
if (process.argv.includes('--reset-db')) {
  console.log(`careerbridge: creating the database ${databaseName(env.DATABASE_URL)} again…`)
  await recreateDatabase(env.DATABASE_URL).catch((error) => {
    console.error(`careerbridge: cannot create the database again (${error.message}).`)
    process.exit(1)
  })
} else if (await wasPushed(env.DATABASE_URL)) {
  console.error(
    `careerbridge: the database ${databaseName(env.DATABASE_URL)} was set up by schema push (an older \`npm run dev\`) and cannot be migrated; run \`npm run dev -- --reset-db\` to create it again with the demo data (what you added to it is lost).`,
  )
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

// Checked before migrating: a table the migrations are still to create counts as missing demo data.
const seed = !(await hasDemoData(env.DATABASE_URL))
if (seed) console.log('careerbridge: the demo data is loaded after the migrations.')
await runSteps(devSteps({ env, port, seed }))
process.exit(0)
