// `tsx scripts/seed.ts`: loads the config, seeds the demo data, closes the connection.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'

import { seed } from '@/server/seed/seed'

const setPhase = tracePhase('seed')
setPhase('loading Payload')
const payload = await getPayload({ config })
setPhase('seeding')
try {
  const result = await seed(payload, {
    allowDefaultPasswords: process.env.CAREERBRIDGE_EMBEDDED_DB === '1',
    log: (line) => console.log(`seed: created ${line}`),
  })
  console.log(`seed: ${result.created} records created, ${result.existing} already there`)
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
// Payload keeps timers alive after destroy(); this is a one-shot command.
process.exit(process.exitCode ?? 0)
