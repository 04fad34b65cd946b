// `npm test`: every check CI runs, in the order of the README's table. Lint and the type check each keep
// one of our two cores busy, so they run at once. (The production build beside the integration tests was
// slower than one after the other: both want both cores.)
import { runSteps } from './lib/run.mjs'

const npmRun = (script, env = process.env) => ['npm', ['run', script], env]

await runSteps([
  npmRun('audit'),
  { together: [npmRun('lint'), npmRun('typecheck')] },
  npmRun('test:unit'),
  npmRun('test:int'),
  // The types were checked a step earlier: the end-to-end suite's build skips that.
  npmRun('test:e2e', { ...process.env, CAREERBRIDGE_TYPES_CHECKED: '1' }),
  npmRun('test:reliability'),
])
