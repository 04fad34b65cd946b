// `npm start`: migrate, then serve the production build. `--seed` also loads the demo data.
import fs from 'node:fs'
import path from 'node:path'

import { tracePhase } from './lib/phase.mjs'
import { preflight } from './lib/preflight.mjs'
import { projectDir, runSteps } from './lib/run.mjs'

const port = Number(process.env.PORT ?? 3000)
const env = { ...process.env, PORT: String(port) }
if (!fs.existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
  console.error('careerbridge: no production build found. Run `npm run build` first.')
  process.exit(1)
}
const setPhase = tracePhase('careerbridge')
setPhase('checking the database and port')
await preflight({ databaseUrl: env.DATABASE_URL, port })
setPhase('running migrations, seed and server')
await runSteps([
  ['tsx', ['scripts/migrate.ts'], env],
  ...(process.argv.includes('--seed') ? [['tsx', ['scripts/seed.ts'], env]] : []),
  ['next', ['start', '-p', String(port)], { ...env, NODE_ENV: 'production' }],
])
