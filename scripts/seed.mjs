// `npm run seed`: migrate (so the schema exists), then load the demo data; safe to run again.
import { checkDatabase } from './lib/preflight.mjs'
import { runSteps } from './lib/run.mjs'

const problem = await checkDatabase(process.env.DATABASE_URL)
if (problem) {
  console.error(`careerbridge: ${problem}`)
  process.exit(1)
}
const env = { ...process.env, PAYLOAD_DB_PUSH: 'false' }
await runSteps([
  ['tsx', ['scripts/migrate.ts'], env],
  ['tsx', ['scripts/seed.ts'], env],
])
