// The measurements at one data size: the two baselines (a raw node-postgres read, the empty Next route
// handler), then each chosen endpoint of the site mix on its own, against a freshly seeded app.
import os from 'node:os'

import { treeCpuMs } from './cpu.mjs'
import { httpLoad } from './httpLoad.mjs'
import { pgBaseline } from './pgBaseline.mjs'
import { waitUntilIdle } from './postgres.mjs'
import { pick } from './random.mjs'
import { fmt } from './report.mjs'
import { seededApp } from './seededApp.mjs'
import { prepareSize } from './siteData.mjs'
import { ENDPOINTS, ORDER } from './siteEndpoints.mjs'
import { resetStatements, slowestStatements, statementCalls } from './statements.mjs'

const RAW_READ = 'select * from consultant_profiles where id = $1'

/** One measured run: latency from the load, CPU per answered request from /proc, statements from the database. */
async function measured(client, trees, load) {
  let before
  const result = await load(async () => {
    await resetStatements(client)
    before = Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, treeCpuMs(pid)]))
  })
  const answered = result.requests + result.failed
  const cpu = Object.fromEntries(
    Object.entries(trees).map(([name, pid]) => [name, (treeCpuMs(pid) - before[name]) / answered]),
  )
  const sql = (await statementCalls(client)) / answered
  const slowest = await slowestStatements(client, answered)
  await waitUntilIdle(client)
  return { ...result, cpu, sql, slowest }
}

/** `only`: the endpoints to measure; `emptyApp`: the empty route, served once for every size. */
export async function measureSize({ consultants, only, options, emptyApp, log }) {
  log(`— ${fmt.int(consultants)} consultants —`)
  const nodeArgs = options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProf}`] : []
  const app = await seededApp({ consultants, buildMode: options.buildMode, log, nodeArgs })
  app.consultants = consultants
  const client = await app.db.client()
  try {
    const data = await prepareSize(app, client, log)
    const { seconds, warmupSeconds, connections } = options
    const trees = { app: app.pids.app, db: app.pids.db }
    const runs = {}

    const { rows: ids } = await client.query('select id from consultant_profiles')
    log(`raw pg primary-key read: ${connections} clients × ${seconds} s …`)
    runs.raw = await measured(client, trees, (onMeasure) =>
      pgBaseline({
        url: app.db.url,
        query: RAW_READ,
        nextParams: () => [pick(ids).id],
        connections,
        seconds,
        warmupSeconds,
        onMeasure,
      }),
    )
    runs.raw.cpu.app = Number.NaN
    log(`empty Next route handler: ${connections} connections × ${seconds} s …`)
    runs.empty = await measured(client, { app: emptyApp.pid }, (onMeasure) =>
      httpLoad({
        origin: emptyApp.origin,
        nextPath: () => emptyApp.path,
        connections,
        seconds,
        warmupSeconds,
        onMeasure,
      }),
    )
    runs.empty.cpu.db = Number.NaN
    runs.empty.sql = Number.NaN

    for (const name of ORDER.filter((name) => only.has(name))) {
      const conns = name === 'booking' ? options.bookingConnections : connections
      log(`${ENDPOINTS[name]}: ${conns} connections × ${seconds} s …`)
      runs[name] = await measured(client, trees, (onMeasure) =>
        httpLoad({
          origin: app.origin,
          nextRequest: data.requests[name],
          connections: conns,
          seconds,
          warmupSeconds,
          onMeasure,
          ok: name === 'conditional' ? (status) => status === 304 : undefined,
        }),
      )
      runs[name].connections = conns
    }
    runs.raw.connections = connections
    runs.empty.connections = connections
    return { consultants, runs, data, searchAsked: data.asked(), load: os.loadavg()[0] }
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }
}
