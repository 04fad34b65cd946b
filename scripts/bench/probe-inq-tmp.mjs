// `npm run bench:inquiries`: the conversation list (GET /api/chat/conversations) and a thread page
// (GET /api/chat/conversations/{id}) at 20 connections, with 500,000 messages in 50,000 conversations,
// beside a raw node-postgres primary-key read of the same run.
import os from 'node:os'

import { benchArgs } from './lib/args.mjs'
import { runMain } from './lib/cleanup.mjs'
import { httpLoad } from './lib/httpLoad.mjs'
import { pgBaseline } from './lib/pgBaseline.mjs'
import { bin, run } from './lib/process.mjs'
import { fmt, RUN_HEADERS, runRow, table, target, targetsTable } from './lib/report.mjs'
import { seededApp } from './lib/seededApp.mjs'
import { signIn } from './lib/session.mjs'
import { enableStatementStats } from './lib/statements.mjs'

const TARGET_P95 = 50
const CONNECTIONS = 20
const USAGE = `npm run bench:inquiries [-- options]
  --duration S        measured seconds per run (default 10)
  --warmup S          unmeasured seconds before each run (default 3)
  --conversations N   conversations to seed (default 50000)
  --messages N        messages per conversation (default 10)`

const log = (line) => console.log(`bench: ${line}`)

/** The statements a run made PostgreSQL execute most time on: calls per request and mean ms each. */
async function statementTimes(client, requests) {
  const { rows } = await client.query(
    `select s.query, s.calls::int as calls, s.mean_exec_time as mean
       from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = current_database() and s.query not ilike '%pg_stat_statements%'
      order by s.total_exec_time desc limit 4`,
  )
  return rows.map((row) => [
    row.query.replace(/\s+/g, ' ').trim().slice(0, 90),
    fmt.ratio(row.calls / Math.max(1, requests)),
    fmt.ms(row.mean),
  ])
}
const encodeCursor = (at, id) => Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url')

await runMain('bench', async () => {
  const { values, positive, consultants, buildMode } = benchArgs(USAGE, {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    conversations: { type: 'string', default: '50000' },
    messages: { type: 'string', default: '10' },
  })
  const load = { seconds: positive('duration'), warmupSeconds: Number(values.warmup) || 0 }
  const app = await seededApp({ consultants, buildMode, log })
  const client = await app.db.client()
  try {
    log(`seeding ${fmt.int(positive('conversations'))} conversations × ${positive('messages')} messages …`)
    await run(
      bin('tsx'),
      ['scripts/bench/seed-inquiries.ts', String(positive('conversations')), String(positive('messages'))],
      { env: app.env, quiet: true },
    )
    const { user, headers } = await signIn(app.origin)

    // Her conversations (thousands) and, for deeper pages, cursors spread over her whole list.
    const { rows: mine } = await client.query(
      'select id, last_message_at from conversations where user_id = $1 and not user_archived',
      [user.userId],
    )
    const { rows: messageKeys } = await client.query(
      `select conversation_id, created_at, id from inquiry_messages
       where user_id = $1 and id % 7 = 0 limit 5000`,
      [user.userId],
    )
    const pick = (rows) => rows[Math.floor(Math.random() * rows.length)]
    const listPath = () => {
      if (Math.random() < 0.5) return '/api/chat/conversations?limit=20'
      const row = pick(mine)
      return `/api/chat/conversations?limit=20&lastEvaluatedKey=${encodeCursor(row.last_message_at, row.id)}`
    }
    const threadPath = () => {
      if (Math.random() < 0.5) return `/api/chat/conversations/${pick(mine).id}?limit=20`
      const key = pick(messageKeys)
      return `/api/chat/conversations/${key.conversation_id}?limit=20&lastEvaluatedKey=${encodeCursor(key.created_at, key.id)}`
    }
    for (const path of [listPath(), threadPath()]) {
      const check = await fetch(`${app.origin}${path}`, { headers })
      if (!check.ok) throw new Error(`GET ${path} answered ${check.status}`)
    }

    const { rows: ids } = await client.query('select id from inquiry_messages where id % 50 = 0')
    log(`raw pg baseline: ${CONNECTIONS} clients × ${load.seconds} s …`)
    const baseline = await pgBaseline({
      url: app.db.url,
      query: 'select * from inquiry_messages where id = $1',
      nextParams: () => [pick(ids).id],
      connections: CONNECTIONS,
      ...load,
    })
    const request = (nextPath) => () => ({ method: 'GET', path: nextPath(), headers })
    await enableStatementStats(client)
    const measured = async (name, nextPath) => {
      log(`${name}: ${CONNECTIONS} connections × ${load.seconds} s …`)
      const options = { origin: app.origin, nextRequest: request(nextPath), connections: CONNECTIONS }
      if (load.warmupSeconds > 0) await httpLoad({ ...options, seconds: load.warmupSeconds })
      await client.query('select pg_stat_statements_reset()')
      const result = await httpLoad({ ...options, seconds: load.seconds })
      return { ...result, sql: await statementTimes(client, result.requests + result.failed) }
    }
    const pid = Number(process.env.PROBE_PID_FILE ? 0 : 0)
    const { execSync } = await import('node:child_process')
    const serverPid = () => execSync("pgrep -n -f '[n]ext-server'").toString().trim()
    const first = () => '/api/chat/conversations?limit=20'
    const deeper = () => { const row = pick(mine); return `/api/chat/conversations?limit=20&lastEvaluatedKey=${encodeCursor(row.last_message_at, row.id)}` }
    for (const [name, p] of [['first', first], ['first', first]]) {
      const r = await measured(name, p)
      console.log('RESULT', name, Math.round(r.rps), 'p50', r.p50.toFixed(1), 'p95', r.p95.toFixed(1), r.sql.map(x=>x.join(' | ')).join(' ;; '))
    }
    execSync(`kill -USR2 ${serverPid()}`)
    await measured('list-prof', first)
    execSync(`kill -USR2 ${serverPid()}`)
    await new Promise((r) => setTimeout(r, 3000))
    return 0
    const { rows: totals } = await client.query(
      `select (select count(*)::int from conversations) as conversations,
              (select count(*)::int from inquiry_messages) as messages`,
    )
    const row = (name, result) => runRow(name, result, baseline.rps)
    console.log(
      `\n## Inquiries benchmark\n\n${new Date().toISOString()} · ${os.cpus().length} cores · Node ${process.version} · ` +
        `${fmt.int(totals[0].messages)} messages in ${fmt.int(totals[0].conversations)} conversations ` +
        `(${fmt.int(mine.length)} of them the measured consultee's) · ${load.seconds} s measured after ` +
        `${load.warmupSeconds} s warm-up\n`,
    )
    console.log(
      table(RUN_HEADERS, [
        row(`raw pg primary-key read (${CONNECTIONS} clients)`, baseline),
        row(`GET /api/chat/conversations, first or deeper page (${CONNECTIONS} connections)`, list),
        row(`GET /api/chat/conversations/{id}, newest or older page (${CONNECTIONS} connections)`, thread),
      ]),
    )
    for (const [name, result] of [
      ['conversation list', list],
      ['thread page', thread],
    ]) {
      console.log(`\nSQL of the ${name} run, by total time:\n`)
      console.log(table(['Statement', 'calls / request', 'mean ms'], result.sql))
    }
    const failures = list.failed + list.errors + thread.failed + thread.errors
    const targets = [
      target(`conversation list p95 ≤ ${TARGET_P95} ms`, `${fmt.ms(list.p95)} ms`, list.p95 <= TARGET_P95),
      target(`thread page p95 ≤ ${TARGET_P95} ms`, `${fmt.ms(thread.p95)} ms`, thread.p95 <= TARGET_P95),
      target('no failed requests (sanity check)', fmt.int(failures), failures === 0),
    ]
    console.log(`\n${targetsTable(targets)}\n`)
  } finally {
    await client.end().catch(() => {})
    await app.stop()
  }
  return 0
})
