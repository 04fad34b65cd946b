// `npm run bench`: the whole site at once — browse, profile, availability, booking and messaging requests
// drawn at random by weight over one set of connections for a fixed time, against the production build
// with seeded consultants, bookings and conversations, beside a raw node-postgres primary-key read of the
// same run. Prints Markdown tables per kind and per request; see docs/benchmarks.md.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { bookingBody, consultantsWithoutBookings, day, freeSlots } from './lib/booking.mjs'
import { runMain } from './lib/cleanup.mjs'
import { treeCpuMs } from './lib/cpu.mjs'
import { mixedLoad } from './lib/httpLoad.mjs'
import { pgBaseline } from './lib/pgBaseline.mjs'
import { waitUntilIdle } from './lib/postgres.mjs'
import { bin, run } from './lib/process.mjs'
import { fmt, RUN_HEADERS, runRow, table } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'
import { signIn } from './lib/session.mjs'
import { siteMix } from './lib/siteMix.mjs'

const USAGE = `npm run bench [-- options]
  --duration S        measured seconds (default 30)
  --warmup S          unmeasured seconds before (default 5)
  --connections N     concurrent connections, also the baseline's clients (default 20)
  --consultations N   consultations to seed (default 5000)
  --conversations N   conversations to seed, 10 messages each (default 20000)`

const log = (line) => console.log(`bench: ${line}`)
const seed = (app, script, args) =>
  run(bin('tsx'), [`scripts/bench/${script}`, ...args.map(String)], { env: app.env, quiet: true })

await runMain('bench', async () => {
  const { values, positive, consultants, buildMode } = benchArgs(USAGE, {
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    consultations: { type: 'string', default: '5000' },
    conversations: { type: 'string', default: '20000' },
  })
  const seconds = positive('duration')
  const warmupSeconds = Number(values.warmup) || 0
  const connections = Math.round(positive('connections'))
  const app = await seededApp({ consultants, buildMode, log })
  const client = await app.db.client()
  try {
    log(`seeding availability and ${fmt.int(positive('consultations'))} consultations …`)
    await seed(app, 'seed-bookings.ts', [positive('consultations')])
    log(`seeding ${fmt.int(positive('conversations'))} conversations × 10 messages …`)
    await seed(app, 'seed-inquiries.ts', [positive('conversations'), 10])

    const { rows: consultees } = await client.query(
      'select u.email from users u where exists (select 1 from conversations c where c.user_id = u.id) order by u.id',
    )
    const sessions = await Promise.all(consultees.map((row) => signIn(app.origin, row.email)))
    const { rows: conversations } = await client.query('select id, user_id, consultant_id from conversations')
    const { rows: profiles } = await client.query(
      `select p.consultant_short_id as "shortId" from consultant_profiles p join users u on u.id = p.user_id
        where p.published and u.profile_status = 'ACTIVE'`,
    )
    const { rows: booked } = await client.query('select distinct consultant_id as id from consultations')
    const { rows: industries } = await client.query(
      'select industry as id from consultant_profiles group by industry order by count(*) desc limit 6',
    )
    const { rows: services } = await client.query(
      'select service_id as id from consultant_profiles_services group by service_id order by count(*) desc limit 6',
    )
    const mix = siteMix({
      sessions,
      conversations,
      profiles: profiles.map((row) => row.shortId),
      bookedConsultants: booked.map((row) => row.id),
      industries: industries.map((row) => row.id),
      services: services.map((row) => row.id),
      slots: freeSlots(await consultantsWithoutBookings(client)),
      availabilityRange: `startDay=${day(1)}&endDay=${day(14)}&userTimezone=Europe/Berlin`,
      bookingBody,
    })
    log('one request of each kind first …')
    for (const request of mix.oneOfEach()) {
      const response = await fetch(`${app.origin}${request.path}`, { ...request, redirect: 'manual' })
      const where = response.headers.get('location')
      if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status} ${where ?? ''}`)
      await response.arrayBuffer()
    }

    const RAW_READ = 'select * from consultant_profiles where id = $1'
    const { rows: ids } = await client.query('select id from consultant_profiles')
    log(`raw pg baseline: ${connections} clients × ${seconds} s …`)
    const baseline = await pgBaseline({
      url: app.db.url,
      query: RAW_READ,
      nextParams: () => [ids[Math.floor(Math.random() * ids.length)].id],
      connections,
      seconds,
      warmupSeconds,
    })
    const load = { origin: app.origin, nextRequest: mix.nextRequest, connections }
    log(`site mix: ${connections} connections × ${seconds} s (after ${warmupSeconds} s warm-up) …`)
    if (warmupSeconds > 0) await mixedLoad({ ...load, seconds: warmupSeconds })
    const cpuBefore = { app: treeCpuMs(app.pids.app), db: treeCpuMs(app.pids.db) }
    const result = await mixedLoad({ ...load, seconds })
    const answered = result.all.requests + result.all.failed
    const cpu = {
      app: (treeCpuMs(app.pids.app) - cpuBefore.app) / answered,
      db: (treeCpuMs(app.pids.db) - cpuBefore.db) / answered,
    }
    await waitUntilIdle(client)

    const { rows: totals } = await client.query(
      `select (select count(*)::int from consultations) as consultations,
              (select count(*)::int from inquiry_messages) as messages`,
    )
    const series = (label) => result.byLabel.get(label) ?? { rps: 0, requests: 0, failed: 0, errors: 0 }
    const share = (label) => `${Math.round((100 * (series(label).requests + series(label).failed)) / answered)} %`
    console.log(
      `\n## Site benchmark\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ` +
        `${fmt.int(profiles.length)} listed consultants, ${fmt.int(totals[0].consultations)} consultations, ` +
        `${fmt.int(totals[0].messages)} messages afterwards · ${sessions.length} signed-in consultees · ` +
        `${connections} connections · ${seconds} s measured after ${warmupSeconds} s warm-up\n`,
    )
    console.log(
      table(
        [...RUN_HEADERS, 'share'],
        [
          [...runRow(`raw pg primary-key read (${connections} clients)`, baseline, baseline.rps), '–'],
          [...runRow('whole mix', result.all, baseline.rps), '100 %'],
          ...mix.kinds.map((kind) => [...runRow(kind, series(kind), baseline.rps), share(kind)]),
        ],
      ),
    )
    console.log(`\nCPU per request of the whole mix: app ${fmt.ms(cpu.app)} ms, PostgreSQL ${fmt.ms(cpu.db)} ms\n`)
    console.log(
      table(
        [...RUN_HEADERS, 'share'],
        mix.requests.map(({ kind, name }) => [...runRow(`${kind}: ${name}`, series(name), baseline.rps), share(name)]),
      ),
    )
    console.log()
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }
  return 0
})
