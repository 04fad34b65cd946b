// `npm run bench`: every endpoint of the site mix on its own under load (list from cache, list with a new
// search word, profile, free slots, booking, conversation list, thread, a conditional GET answered 304),
// beside two baselines of the same run: a raw node-postgres primary-key read and an empty Next route
// handler. At two data sizes (the second 10× the first), then the targets, computed. See docs/benchmarks.md.
import path from 'node:path'

import { staleBuildReason } from '../lib/buildFreshness.mjs'
import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { startEmptyRoute } from './lib/emptyRoute.mjs'
import { acquireHeavyLock } from './lib/lock.mjs'
import { ENDPOINTS } from './lib/siteEndpoints.mjs'
import { measureSize } from './lib/siteMeasure.mjs'
import { printRunHeader, printSize, printTargets } from './lib/siteReport.mjs'
import { targets } from './lib/siteTargets.mjs'

const USAGE = `npm run bench [-- options]
  --consultants N     the larger data size (default 10000); the smaller is N ÷ --scale
  --scale F           how much larger the second size is (default 10; 1 measures one size only)
  --duration S        measured seconds per run (default 15)
  --warmup S          unmeasured seconds before each run (default 5)
  --connections N     connections of every run but the booking (default 20)
  --booking-connections N   connections of the booking run (default 10)
  --only a,b          measure only these endpoints (${Object.keys(ENDPOINTS).join(', ')})
  --cpu-prof DIR      the web server writes a V8 CPU profile into DIR when it stops (summary:
                      node scripts/bench/cpu-profile.mjs DIR)
Per consultant: 1 consultation, 5 conversations of 10 messages each (so they scale with the size).`

const log = (line) => console.log(`bench: ${line}`)

await runMain('bench', async () => {
  const { values, positive, consultants, buildMode } = benchArgs(USAGE, {
    scale: { type: 'string', default: '10' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    'booking-connections': { type: 'string', default: '10' },
    only: { type: 'string', default: Object.keys(ENDPOINTS).join(',') },
    'cpu-prof': { type: 'string' },
  })
  const only = new Set(values.only.split(',').map((name) => name.trim()))
  const unknown = [...only].filter((name) => !(name in ENDPOINTS))
  if (unknown.length)
    throw new Error(`--only: unknown ${unknown.join(', ')} (known: ${Object.keys(ENDPOINTS).join(', ')})`)
  const scale = positive('scale')
  const options = {
    buildMode,
    seconds: positive('duration'),
    warmupSeconds: Number(values.warmup) || 0,
    connections: Math.round(positive('connections')),
    bookingConnections: Math.round(positive('booking-connections')),
    cpuProf: values['cpu-prof'] && path.resolve(values['cpu-prof']),
  }
  const sizeList = scale > 1 ? [Math.max(1, Math.round(consultants / scale)), consultants] : [consultants]

  // One lock for the whole run, so that both sizes see the same quiet machine.
  await acquireHeavyLock(log)
  const build = staleBuildReason()
  const emptyApp = await startEmptyRoute(log)
  const sizes = []
  for (const size of sizeList) sizes.push(await measureSize({ consultants: size, only, options, emptyApp, log }))
  await emptyApp.stop()

  printRunHeader(build, options)
  for (const size of sizes) printSize(size)
  printTargets(targets(sizes))
  return 0
})
