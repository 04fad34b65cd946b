// `npm run test:e2e`: a production build, then Playwright (which serves it on a fresh database). Within
// `npm test` the types were checked just before (CAREERBRIDGE_TYPES_CHECKED), so the build skips that.
import { runSteps } from './lib/run.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
await runSteps([
  ['next', ['build'], { ...env, NODE_OPTIONS: '--no-deprecation' }],
  ['playwright', ['test', ...process.argv.slice(2)], env],
])
