// `npm test`: every check CI runs, in the order of the README's table. Where two steps each keep about
// one of our two cores busy they run at once: lint beside the type check, and the production build for
// the end-to-end suite beside the integration tests (one Node process and PostgreSQL).
import { runSteps } from './lib/run.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
// The types were checked a step earlier: the build skips that.
const buildEnv = { ...env, CAREERBRIDGE_TYPES_CHECKED: '1', NODE_OPTIONS: '--no-deprecation' }
const npmRun = (script) => ['npm', ['run', script], env]

await runSteps([
  npmRun('audit'),
  { together: [npmRun('lint'), npmRun('typecheck')] },
  npmRun('test:unit'),
  { together: [npmRun('test:int'), ['next', ['build'], buildEnv]] },
  ['playwright', ['test'], env],
  npmRun('test:reliability'),
])
