// Payload's CLI commands we use (generate:types, generate:importmap, migrate:*), run under `tsx` with the
// config imported statically. Payload's own launcher imports the config dynamically from inside
// node_modules, which under tsx now and then never settles (a hang, or exit code 13 with no message).
import config from '@payload-config'

import { generateImportMap } from '../node_modules/payload/dist/bin/generateImportMap/index.js'
import { generateTypes } from '../node_modules/payload/dist/bin/generateTypes.js'
import { migrate } from '../node_modules/payload/dist/bin/migrate.js'

/** The argument shape Payload's commands read: positional words in `_`, `--flag` or `--key=value`. */
function parseArgs(argv: string[]): { _: string[]; [flag: string]: unknown } {
  const args: { _: string[]; [flag: string]: unknown } = { _: [] }
  for (const word of argv) {
    const flag = /^--([^=]+)(?:=(.*))?$/.exec(word)
    if (flag) args[flag[1]!] = flag[2] ?? true
    else args._.push(word)
  }
  return args
}

const args = parseArgs(process.argv.slice(2))
const command = String(args._[0] ?? '')
const resolved = await config

if (command === 'generate:types') await generateTypes(resolved)
else if (command === 'generate:importmap') await generateImportMap(resolved)
else if (command.startsWith('migrate')) await migrate({ config: resolved, parsedArgs: args })
else {
  console.error(`payload-cli: unknown command "${command}"`)
  process.exit(1)
}
process.exit(0)
