// `npm run dev`: schema push on its own database, demo data when that database is empty, then next dev.
import pg from 'pg'

import { preflight } from './lib/preflight.mjs'
import { runBin, runSteps } from './lib/run.mjs'

const port = Number(process.env.PORT ?? 3000)
const env = { ...process.env, PAYLOAD_DB_PUSH: 'true', PORT: String(port) }
await preflight({ databaseUrl: env.DATABASE_URL, port })

async function hasUsers(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM users')
    return rows[0].n > 0
  } catch {
    return false // no users table yet: a new database
  } finally {
    await client.end()
  }
}

if (!(await hasUsers(env.DATABASE_URL))) {
  console.log('careerbridge: empty database, loading the demo data…')
  await runSteps([['tsx', ['scripts/seed.ts'], env]])
}
process.exit(await runBin('next', ['dev', '-p', String(port)], env))
