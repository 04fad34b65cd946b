// The targets of the site mix, computed at the larger data size: p95 and CPU per request against the
// empty route, the 10× check between the two sizes, equal SQL per request at both page sizes.
import { fmt, target } from './report.mjs'
import { ENDPOINTS, ORDER } from './siteEndpoints.mjs'

/** `sizes` as measureSize answers them, smaller first; answers the target rows and the 10× check's rows. */
export function targets(sizes) {
  const large = sizes[sizes.length - 1]
  const small = sizes.length > 1 ? sizes[0] : null
  const { runs } = large
  const rows = []
  const at = `at ${fmt.int(large.consultants)}`
  const total = (run) => run.cpu.app + run.cpu.db
  const emptyCpu = runs.empty.cpu.app
  const check = (name, measured, pass) => rows.push(target(name, measured, pass))
  const p95 = (name, limit, label) =>
    runs[name] && check(`${label} p95 ≤ ${limit} ms (${at})`, `${fmt.ms(runs[name].p95)} ms`, runs[name].p95 <= limit)
  const cpuOver = (name, extra, label) =>
    runs[name] &&
    check(
      `${label} CPU/req ≤ empty route's + ${extra} ms`,
      `${fmt.ms(runs[name].cpu.app)} + db ${fmt.ms(runs[name].cpu.db)} = ${fmt.ms(total(runs[name]))} ms vs ` +
        `${fmt.ms(emptyCpu)} + ${extra} = ${fmt.ms(emptyCpu + extra)} ms`,
      total(runs[name]) <= emptyCpu + extra,
    )
  p95('list', 30, 'list from cache')
  cpuOver('list', 0.5, 'list from cache')
  p95('search', 60, 'new search')
  if (runs.search)
    check(`new search db CPU/req ≤ 5 ms (${at})`, `${fmt.ms(runs.search.cpu.db)} ms`, runs.search.cpu.db <= 5)
  p95('profile', 30, 'profile')
  p95('slots', 50, 'free slots')
  p95('booking', 150, 'booking create')
  p95('conversations', 50, 'conversation list')
  p95('thread', 50, 'thread')
  cpuOver('conditional', 0.2, '304')
  const scaleRows = []
  if (small) {
    const ratios = ORDER.filter((name) => runs[name] && small.runs[name]).map((name) => {
      const ratio = runs[name].p95 / small.runs[name].p95
      scaleRows.push([
        ENDPOINTS[name],
        fmt.ms(small.runs[name].p95),
        fmt.ms(runs[name].p95),
        `${fmt.ratio(ratio)} ×`,
        ratio <= 1.5 ? 'PASS' : 'FAIL',
      ])
      return [name, ratio]
    })
    const worst = ratios.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0])
    const scale = large.consultants / small.consultants
    check(
      `${fmt.ratio(scale)}× the data raises no p95 by more than 1.5×`,
      `worst ${worst[0]} ${fmt.ratio(worst[1])} ×`,
      ratios.every(([, ratio]) => ratio <= 1.5),
    )
  }
  for (const size of sizes)
    for (const [name, by] of Object.entries(size.data.pageSizes))
      check(
        `SQL/req of ${name}: limit=20 = limit=100 (at ${fmt.int(size.consultants)})`,
        `${fmt.ratio(by[20])} = ${fmt.ratio(by[100])}`,
        by[20] === by[100],
      )
  const failures = sizes
    .flatMap((size) => Object.entries(size.runs).map(([, run]) => run.failed + run.errors))
    .reduce((sum, count) => sum + count, 0)
  check('no failed requests (sanity check)', fmt.int(failures), failures === 0)
  return { rows, scaleRows, small, large }
}
