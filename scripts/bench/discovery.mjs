// `npm run bench:discovery`: the consultant list and profile endpoints under load, beside a raw
// node-postgres primary-key read on the same database in the same run, and the SQL statements one list
// request costs at limit=20 and at limit=100. Prints Markdown tables; see docs/benchmarks.md.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { cpuPerRun } from './lib/cpu.mjs'
import { httpLoad } from './lib/httpLoad.mjs'
import { pgBaseline } from './lib/pgBaseline.mjs'
import { waitUntilIdle } from './lib/postgres.mjs'
import { fmt, table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'
import { enableStatementStats, statementsPerRequest } from './lib/statements.mjs'

// Three filters that each match a good share of the generated consultants, and together a few hundred.
const LIST_QUERY =
  'serviceFilters=career-services/mock-interview&industryFilters=information-technology,finance-and-banking,consulting&search=interview'

const TARGETS = { listRatio: 0.25, listP95: 60, profileP95: 30 }

const USAGE = `npm run bench:discovery [-- options]
  --duration S      measured seconds per run (default 10)
  --warmup S        unmeasured seconds before each run (default 10)
  --connections N   concurrent connections, also the baseline's clients (default 20)
  --list-query Q    query of the list request (default: ${LIST_QUERY})`

const log = (line) => console.log(`bench: ${line}`)

await runMain('bench', async () => {
  const { values, positive, consultants, buildMode, verbose } = benchArgs(USAGE, {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'list-query': { type: 'string', default: LIST_QUERY },
  })
  const seconds = positive('duration')
  const warmupSeconds = Number(values.warmup) || 0
  const connections = Math.round(positive('connections'))
  const listQuery = values['list-query']

  const app = await seededApp({ consultants, buildMode, log })
  const client = await app.db.client()
  try {
    const { rows: profiles } = await client.query(
      `select p.id, p.consultant_short_id as "shortId" from consultant_profiles p join users u on u.id = p.user_id
        where p.published and u.profile_status = 'ACTIVE'`,
    )
    const pick = () => profiles[Math.floor(Math.random() * profiles.length)]
    const listPath = `/api/consultants?${listQuery}`
    const first = await (await fetch(`${app.origin}${listPath}`)).json()
    log(`${listPath} matches ${first.totalDocs} of ${profiles.length} consultants`)
    if (!first.totalDocs) throw new Error('the list query matches no consultant; the figures would mean nothing')

    const get = async (path) => {
      const response = await fetch(`${app.origin}${path}`)
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
      await response.arrayBuffer()
    }
    // Answers are kept in memory per version of the data (src/server/cache/publicReads.ts): counting a
    // change makes the next request of every kind go to the database, as after any real edit.
    const BUMP = 'update consultant_search.public_version set version = version + 1'
    const afterAChange = (path) => async () => {
      await client.query(BUMP)
      await get(path)
    }
    const ignore = '%public_version set version%'
    log('counting SQL statements per request …')
    await enableStatementStats(client)
    const at20 = await statementsPerRequest(client, afterAChange(`${listPath}&limit=20`), { ignore })
    const at100 = await statementsPerRequest(client, afterAChange(`${listPath}&limit=100`), { ignore })
    const kept = await statementsPerRequest(client, () => get(listPath))
    const sample = pick().shortId
    const forProfile = await statementsPerRequest(client, afterAChange(`/api/consultants/${sample}`), { ignore })

    log('measuring CPU per request, one request at a time …')
    const RAW_READ = 'select * from consultant_profiles where id = $1'
    const cpu = {
      baseline: await cpuPerRun(app.pids, () => client.query(RAW_READ, [pick().id]), 2000),
      profile: await cpuPerRun(app.pids, () => get(`/api/consultants/${pick().shortId}`), 200),
      list: await cpuPerRun(app.pids, () => get(listPath), 200),
      listAfterChange: await cpuPerRun(app.pids, afterAChange(listPath), 10),
    }
    // The same filters with another of 5,000 words of the profiles' vocabulary per request: many distinct
    // answers. The first request of a word is answered by the database; once the warm-up has asked most
    // words, the rest come from memory (the database's cost of a new search is its CPU column).
    const { rows: words } = await client.query(
      `select word from consultant_search.words where length(word) between 5 and 12 order by random() limit 5000`,
    )
    const baseQuery = listQuery.replace(/(^|&)search=[^&]*/, '')
    const variedPath = () =>
      `/api/consultants?${baseQuery}&search=${encodeURIComponent(words[Math.floor(Math.random() * words.length)].word)}`

    const load = { connections, seconds, warmupSeconds }
    const loadBefore = os.loadavg()[0]
    log(`raw pg baseline: ${connections} clients × ${seconds} s …`)
    const baseline = await pgBaseline({
      url: app.db.url,
      query: RAW_READ,
      nextParams: () => [pick().id],
      ...load,
    })
    log(`GET /api/consultants/{id}: ${connections} connections × ${seconds} s …`)
    const profile = await httpLoad({
      origin: app.origin,
      nextPath: () => `/api/consultants/${pick().shortId}`,
      ...load,
    })
    await waitUntilIdle(client)
    log(`GET ${listPath}: ${connections} connections × ${seconds} s …`)
    const list = await httpLoad({ origin: app.origin, nextPath: () => listPath, ...load })
    await waitUntilIdle(client)
    log(
      `GET /api/consultants, the same filters and a different search word per request: ${connections} connections × ${seconds} s …`,
    )
    const varied = await httpLoad({ origin: app.origin, nextPath: variedPath, ...load })
    await waitUntilIdle(client)

    const loadAfter = os.loadavg()[0]
    const row = (name, run, cpuMs) => [
      name,
      fmt.int(run.rps),
      fmt.ms(run.p50),
      fmt.ms(run.p95),
      fmt.ms(run.p99),
      fmt.int(run.requests),
      run === baseline ? '–' : fmt.ms(cpuMs.app),
      fmt.ms(cpuMs.db),
      `${fmt.int(run.failed)}${run.failed ? ` (${Object.keys(run.statuses ?? {}).join(', ')})` : ''} / ${fmt.int(run.errors)}`,
      fmt.ratio(run.rps / baseline.rps),
    ]
    console.log(
      `\n## Discovery benchmark\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ` +
        `${profiles.length.toLocaleString('en-US')} ACTIVE consultants (list query matches ${first.totalDocs}) · ` +
        `${connections} connections · ${seconds} s measured after ${warmupSeconds} s warm-up · ` +
        `1-minute load average ${loadBefore.toFixed(1)} before the runs, ${loadAfter.toFixed(1)} after\n`,
    )
    console.log(
      table(
        [
          'Run',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'requests',
          'app CPU ms/req',
          'db CPU ms/req',
          'non-2xx / errors',
          'req/s ÷ raw',
        ],
        [
          row('raw pg primary-key read', baseline, cpu.baseline),
          row(`GET /api/consultants?${listQuery}`, list, cpu.list),
          row('GET /api/consultants, the same filters, another search word per request', varied, cpu.listAfterChange),
          row('GET /api/consultants/{consultantShortId}', profile, cpu.profile),
        ],
      ),
    )
    console.log(
      '\nCPU ms/req: CPU time of the web server (`next start`) and the PostgreSQL process trees per request, measured one ' +
        'request at a time (2,000 raw reads, 200 profiles, 200 lists answered from memory; for the varied list, 10 ' +
        'lists each right after a counted change, so that the database answers), so other load on the machine ' +
        'barely moves it.',
    )
    console.log(
      `\nSQL statements per request (pg_stat_statements), each request right after a counted change: ` +
        `GET /api/consultants limit=20 → ${at20.perRequest}, limit=100 → ${at100.perRequest}; ` +
        `GET /api/consultants/{id} → ${forProfile.perRequest}. A list answered from memory → ${kept.perRequest}.`,
    )
    if (verbose) {
      for (const [name, counted] of [
        ['list, limit=20', at20],
        ['list, limit=100', at100],
        ['list, answered from memory', kept],
        ['profile', forProfile],
      ]) {
        console.log(`\n${name}:`)
        for (const statement of counted.statements)
          console.log(`  ${statement.calls} × ${statement.query.slice(0, 160)}`)
      }
    }
    if (verbose && list.failed + profile.failed > 0) {
      const errors = app
        .serverOutput()
        .split('\n')
        .filter((line) => /error|timeout|fail/i.test(line))
      console.log(`\nErrors the server logged:\n${[...new Set(errors)].slice(0, 10).join('\n')}`)
    }
    const listRatio = list.rps / baseline.rps
    const targets = [
      target(
        `list req/s ≥ ${TARGETS.listRatio} × raw read`,
        `${fmt.ratio(listRatio)} × (${fmt.int(list.rps)} vs ${fmt.int(baseline.rps)})`,
        listRatio >= TARGETS.listRatio,
      ),
      target(`list p95 ≤ ${TARGETS.listP95} ms`, `${fmt.ms(list.p95)} ms`, list.p95 <= TARGETS.listP95),
      target(`profile p95 ≤ ${TARGETS.profileP95} ms`, `${fmt.ms(profile.p95)} ms`, profile.p95 <= TARGETS.profileP95),
      target(
        'SQL statements: limit=20 = limit=100',
        `${at20.perRequest} = ${at100.perRequest}`,
        at20.perRequest === at100.perRequest,
      ),
      target(
        'no failed requests (sanity check)',
        fmt.int(list.failed + list.errors + profile.failed + profile.errors + varied.failed + varied.errors),
        list.failed + list.errors + profile.failed + profile.errors + varied.failed + varied.errors === 0,
      ),
    ]
    console.log(`\n${targetsTable(targets)}\n`)
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }
  return 0
})
