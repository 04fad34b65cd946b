// `npm run test:e2e`: a production build, then Playwright (which serves it on a fresh database). `npm test`
// runs the same two steps itself, the build beside the integration tests (scripts/test.mjs).
import { runSteps } from './lib/run.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
await runSteps([
  ['next', ['build'], { ...env, NODE_OPTIONS: '--no-deprecation' }],
  ['playwright', ['test', ...process.argv.slice(2)], env],
])
