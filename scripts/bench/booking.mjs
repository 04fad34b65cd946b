// `npm run bench:booking`: the free-slot read (GET /api/availability/{id}, 14 days) at 20 connections and
// booking (POST /api/consultations/create, a new slot each time, card hold by the test provider) at 10,
// with 10,000 consultations in the database, beside a raw node-postgres primary-key read of the same run.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { httpLoad } from './lib/httpLoad.mjs'
import { pgBaseline } from './lib/pgBaseline.mjs'
import { waitUntilIdle } from './lib/postgres.mjs'
import { bin, run } from './lib/process.mjs'
import { bookingBody, consultantsWithoutBookings, day, freeSlots } from './lib/booking.mjs'
import { fmt, RUN_HEADERS, runRow, table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'
import { signIn } from './lib/session.mjs'

const TARGETS = { availabilityP95: 50, createP95: 150 }
const USAGE = `npm run bench:booking [-- options]
  --duration S       measured seconds per run (default 10)
  --warmup S         unmeasured seconds before each run (default 10)
  --consultations N  consultations to seed (default 10000)`

const log = (line) => console.log(`bench: ${line}`)

await runMain('bench', async () => {
  const { values, positive, consultants, buildMode } = benchArgs(USAGE, {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
    consultations: { type: 'string', default: '10000' },
  })
  const load = { seconds: positive('duration'), warmupSeconds: Number(values.warmup) || 0 }
  const app = await seededApp({ consultants, buildMode, log })
  const client = await app.db.client()
  try {
    log(`seeding ${positive('consultations').toLocaleString('en-US')} consultations …`)
    await run(bin('tsx'), ['scripts/bench/seed-bookings.ts', String(positive('consultations'))], {
      env: app.env,
      quiet: true,
    })
    const { rows: booked } = await client.query('select distinct consultant_id as id from consultations')
    const free = await consultantsWithoutBookings(client)
    const pick = (rows) => rows[Math.floor(Math.random() * rows.length)].id
    const { headers } = await signIn(app.origin)

    const range = `startDay=${day(1)}&endDay=${day(14)}&userTimezone=Europe/Berlin`
    const availabilityPath = () => `/api/availability/${pick(booked)}?${range}`
    const check = await fetch(`${app.origin}${availabilityPath()}`)
    if (!check.ok) throw new Error(`GET /api/availability answered ${check.status}`)
    const slots = freeSlots(free)
    const createRequest = () => ({
      method: 'POST',
      path: '/api/consultations/create',
      headers: { 'content-type': 'application/json', ...headers },
      body: bookingBody(slots.next().value),
    })

    const RAW_READ = 'select * from consultations where id = $1'
    const { rows: ids } = await client.query('select id from consultations')
    log(`raw pg baseline: 20 clients × ${load.seconds} s …`)
    const baseline = await pgBaseline({
      url: app.db.url,
      query: RAW_READ,
      nextParams: () => [pick(ids)],
      connections: 20,
      ...load,
    })
    log(`GET /api/availability/{id} (14 days): 20 connections × ${load.seconds} s …`)
    const availability = await httpLoad({ origin: app.origin, nextPath: availabilityPath, connections: 20, ...load })
    await waitUntilIdle(client)
    log(`POST /api/consultations/create: 10 connections × ${load.seconds} s …`)
    const create = await httpLoad({ origin: app.origin, nextRequest: createRequest, connections: 10, ...load })
    await waitUntilIdle(client)

    const row = (name, run) => runRow(name, run, baseline.rps)
    console.log(
      `\n## Booking benchmark\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ` +
        `${ids.length.toLocaleString('en-US')} consultations · ${load.seconds} s measured after ${load.warmupSeconds} s warm-up\n`,
    )
    console.log(
      table(RUN_HEADERS, [
        row('raw pg primary-key read (20 clients)', baseline),
        row('GET /api/availability/{id}, 14 days (20 connections)', availability),
        row('POST /api/consultations/create (10 connections)', create),
      ]),
    )
    const failures = availability.failed + availability.errors + create.failed + create.errors
    const targets = [
      target(
        `availability p95 ≤ ${TARGETS.availabilityP95} ms`,
        `${fmt.ms(availability.p95)} ms`,
        availability.p95 <= TARGETS.availabilityP95,
      ),
      target(`create p95 ≤ ${TARGETS.createP95} ms`, `${fmt.ms(create.p95)} ms`, create.p95 <= TARGETS.createP95),
      target('no failed requests (sanity check)', fmt.int(failures), failures === 0),
    ]
    console.log(`\n${targetsTable(targets)}\n`)
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }
  return 0
})
