// `npm run seed`: migrate (so the schema exists), then load the demo data; safe to run again.
import { checkDatabase } from './lib/preflight.mjs'
import { runSteps } from './lib/run.mjs'

const problem = await checkDatabase(process.env.DATABASE_URL)
if (problem) {
  console.error(`careerbridge: ${problem}`)
  process.exit(1)
}
await runSteps([
  ['tsx', ['scripts/migrate.ts'], process.env],
  ['tsx', ['scripts/seed.ts'], process.env],
])
