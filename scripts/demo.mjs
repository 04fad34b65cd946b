// `npm run demo`: the site as a visitor meets it, fast from the first click — the production build (made
// once, and again after a source change) on the embedded database with the demo data. `npm run dev` is
// for changing the code.
import { staleBuildReason } from './lib/buildFreshness.mjs'
import { runSteps } from './lib/run.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }
const stale = staleBuildReason()
if (stale) {
  console.log(`careerbridge: building the site first (${stale}); this takes a few minutes, once.`)
  await runSteps([['next', ['build'], { ...env, NODE_OPTIONS: '--no-deprecation' }]])
}
await runSteps([[process.execPath, ['scripts/start.mjs', '--seed'], env]])
