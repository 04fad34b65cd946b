// The baseline every figure is compared with: raw node-postgres primary-key reads on the same database,
// with as many concurrent clients and for as long as the HTTP runs.
import pg from 'pg'

import { summarise } from './stats.mjs'

async function loop(clients, query, nextParams, seconds, latencies) {
  const end = performance.now() + seconds * 1000
  let errors = 0
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < end) {
        const started = performance.now()
        try {
          await client.query(query, nextParams())
          latencies?.push(performance.now() - started)
        } catch {
          errors++
        }
      }
    }),
  )
  return errors
}

/**
 * `connections` clients each run `query` (one primary-key read) with `nextParams()` back to back for
 * `seconds`, after `warmupSeconds` that are not measured (`onMeasure` is called in between).
 */
export async function pgBaseline({ url, query, nextParams, connections, seconds, warmupSeconds = 0, onMeasure }) {
  const clients = Array.from({ length: connections }, () => new pg.Client({ connectionString: url }))
  try {
    await Promise.all(clients.map((client) => client.connect()))
    if (warmupSeconds > 0) await loop(clients, query, nextParams, warmupSeconds)
    await onMeasure?.()
    const latencies = []
    const started = performance.now()
    const errors = await loop(clients, query, nextParams, seconds, latencies)
    return summarise(latencies, (performance.now() - started) / 1000, { failed: 0, errors })
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})))
  }
}
