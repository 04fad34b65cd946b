// Command-line options shared by the benchmarks.
import { parseArgs } from 'node:util'

const COMMON = {
  consultants: { type: 'string', default: '10000' },
  build: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
}

const COMMON_HELP = `  --consultants N   consultants to seed (default 10000)
  --build           always run \`npm run build\` first
  --no-build        use the build in .next even when sources changed since
  --verbose         more detail (the SQL statements counted, every audit)
Heavy steps hold ${process.env.HEAVY_LOCK || '/tmp/cb-heavy.lock'} (flock); HEAVY_LOCK=off skips that.`

/** Parses the common options plus `extra` (parseArgs option specs); prints `usage` on --help. */
export function benchArgs(usage, extra = {}) {
  const { values } = parseArgs({ options: { ...COMMON, ...extra }, strict: true })
  if (values.help) {
    console.log(`${usage}\n${COMMON_HELP}`)
    process.exit(0)
  }
  const positive = (name) => {
    const value = Number(values[name])
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
    return value
  }
  return {
    values,
    positive,
    consultants: Math.round(positive('consultants')),
    buildMode: values.build ? 'always' : values['no-build'] ? 'never' : 'auto',
    verbose: values.verbose,
  }
}
