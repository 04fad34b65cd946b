// `npm run audit`: fails on high or critical advisories of production dependencies (npm audit --omit=dev).
// Where the advisory service cannot be reached, it says so loudly and passes, unless AUDIT_STRICT=true.
import { spawnSync } from 'node:child_process'

import { auditVerdict } from './lib/auditVerdict.mjs'

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = { message: (run.stderr || run.stdout || 'npm audit printed nothing').trim().split('\n').at(-1) }
}
const verdict = auditVerdict(report)

if (verdict.outcome === 'vulnerable') {
  console.error(
    `npm audit: high or critical advisories in production dependencies:\n  ${verdict.findings.join('\n  ')}`,
  )
  console.error('Run `npm audit --omit=dev` for details and `npm audit fix` or an upgrade to resolve them.')
  process.exit(1)
}
if (verdict.outcome === 'unavailable') {
  console.warn(`npm audit: WARNING, production dependencies were NOT checked: ${verdict.reason}`)
  process.exit(process.env.AUDIT_STRICT === 'true' ? 1 : 0)
}
console.log('npm audit: no high or critical advisories in production dependencies')
