// The site mix's report, in Markdown: the machine and build, per size the runs, the statements per page
// size and the slowest statements, then the 10× check and the targets.
import { execFileSync } from 'node:child_process'
import os from 'node:os'

import { projectDir } from './process.mjs'
import { fmt, table, targetsTable } from './report.mjs'
import { ENDPOINTS, ORDER } from './siteEndpoints.mjs'

const RUN_TABLE = [
  'Run',
  'conns',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'app CPU ms/req',
  'db CPU ms/req',
  'SQL/req',
  'non-2xx / errors',
]

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: projectDir }).toString().trim()
  } catch {
    return ''
  }
}

function runRow(name, run) {
  const statuses = run.failed ? ` (${Object.keys(run.statuses ?? {}).join(', ')})` : ''
  return [
    name,
    String(run.connections),
    fmt.int(run.rps),
    fmt.ms(run.p50),
    fmt.ms(run.p95),
    fmt.ms(run.p99),
    fmt.ms(run.cpu.app),
    fmt.ms(run.cpu.db),
    fmt.ratio(run.sql),
    `${fmt.int(run.failed)}${statuses} / ${fmt.int(run.errors)}`,
  ]
}

/** `build`: why .next was rebuilt, or null when it was current with the sources. */
export function printRunHeader(build, options) {
  const changed = git('status', '--porcelain').split('\n').filter(Boolean).length
  const cpuModel = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `\n## Benchmark run ${new Date().toISOString()}\n\n` +
      `Commit ${git('rev-parse', '--short', 'HEAD') || 'unknown (not a git checkout)'}${changed ? ` with ${changed} changed files in the working tree` : ''}` +
      ` (build: ${build ?? 'current with the sources'}) · ${os.cpus().length} × ${cpuModel} · ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM · Node ${process.version} · ${options.seconds} s measured after ` +
      `${options.warmupSeconds} s warm-up per run · load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')}`,
  )
}

export function printSize(size) {
  const { runs, data } = size
  const t = data.totals
  console.log(
    `\n### ${fmt.int(size.consultants)} consultants\n\n${fmt.int(t.profiles)} published profiles, ` +
      `${fmt.int(t.consultations)} consultations, ${fmt.int(t.conversations)} conversations with ` +
      `${fmt.int(t.messages)} messages (after the runs), ${t.sessions} signed-in consultees; ` +
      `${fmt.int(size.searchAsked)} search words asked of ${fmt.int(data.searchPool)} never asked before` +
      `${size.searchAsked > data.searchPool ? ' (the pool ran out: some were repeats)' : ''}; ` +
      `1-minute load average after the runs ${size.load.toFixed(1)}\n`,
  )
  console.log(
    table(RUN_TABLE, [
      runRow('baseline: raw pg primary-key read', runs.raw),
      runRow('baseline: empty Next route handler', runs.empty),
      ...ORDER.filter((name) => runs[name]).map((name) => runRow(ENDPOINTS[name], runs[name])),
    ]),
  )
  console.log(
    `\nSQL statements per request at page size 20 and 100:\n\n${table(
      ['Request', 'limit=20', 'limit=100'],
      Object.entries(data.pageSizes).map(([name, at]) => [name, fmt.ratio(at[20]), fmt.ratio(at[100])]),
    )}`,
  )
  console.log(
    `\nThe statements that took the most database time in each run (pg_stat_statements, execution time):\n\n${table(
      ['Run', 'Statement', 'calls/req', 'mean ms', 'ms/req'],
      ORDER.filter((name) => runs[name]).flatMap((name) =>
        runs[name].slowest.map((statement) => [
          name,
          (statement.query.length > 110 ? `${statement.query.slice(0, 107)}…` : statement.query).replace(/\|/g, '\\|'),
          fmt.ratio(statement.perRequest),
          fmt.ms(statement.meanMs),
          fmt.ms(statement.msPerRequest),
        ]),
      ),
    )}`,
  )
}

/** What `targets` answers: the 10× check's table (with two sizes), then the targets'. */
export function printTargets({ rows, scaleRows, small, large }) {
  if (small) {
    console.log(
      `\n### ${fmt.int(small.consultants)} → ${fmt.int(large.consultants)} consultants\n\n${table(
        [
          'Endpoint',
          `p95 ms at ${fmt.int(small.consultants)}`,
          `p95 ms at ${fmt.int(large.consultants)}`,
          'ratio',
          '≤ 1.5×',
        ],
        scaleRows,
      )}`,
    )
  }
  console.log(`\n### Targets\n\n${targetsTable(rows)}\n`)
}
