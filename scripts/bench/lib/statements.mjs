// How many SQL statements one HTTP request makes the server issue, from pg_stat_statements (loaded by
// startPostgres): reset the counters, run requests, count. Only statements sent by a client count
// (`toplevel`), not those that triggers and functions run inside them.

/** Creates the view in the bench database (the library itself is preloaded by the cluster). */
export async function enableStatementStats(client) {
  await client.query('create extension if not exists pg_stat_statements')
}

/**
 * Runs `request()` once to warm up, then `times` more times, and answers the statements per request
 * (total calls / times) and the statements themselves, most frequent first. Our own queries on the
 * statistics are left out, and those matching `ignore` (an ILIKE pattern: what `request()` itself runs).
 */
export async function statementsPerRequest(client, request, { times = 3, ignore = '' } = {}) {
  await request()
  await client.query('select pg_stat_statements_reset()')
  for (let i = 0; i < times; i++) await request()
  const { rows } = await client.query(
    `select s.query, s.calls::int as calls
       from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = current_database() and s.toplevel and s.query not ilike '%pg_stat_statements%'
        and ($1 = '' or s.query not ilike $1)
      order by s.calls desc, s.query`,
    [ignore],
  )
  const total = rows.reduce((sum, row) => sum + row.calls, 0)
  return {
    perRequest: total / times,
    statements: rows.map((row) => ({ calls: row.calls / times, query: row.query.replace(/\s+/g, ' ').trim() })),
  }
}

/** Starts counting afresh (see statementCalls). */
export async function resetStatements(client) {
  await client.query('select pg_stat_statements_reset()')
}

/** Statements executed on the bench database since the last reset, our own look-ups at the statistics left out. */
export async function statementCalls(client) {
  const { rows } = await client.query(
    `select coalesce(sum(s.calls), 0)::float8 as calls
       from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = current_database() and s.toplevel and s.query not ilike '%pg_stat_statements%'
        and s.query not ilike '%pg_stat_activity%'`,
  )
  return rows[0].calls
}

/** The statements that took the most execution time since the last reset: calls per request and mean ms. */
export async function slowestStatements(client, requests, top = 2) {
  const { rows } = await client.query(
    `select s.query, s.calls::float8 as calls, s.mean_exec_time as mean, s.total_exec_time as total
       from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = current_database() and s.toplevel and s.query not ilike '%pg_stat_statements%'
        and s.query not ilike '%pg_stat_activity%'
      order by s.total_exec_time desc limit $1`,
    [top],
  )
  return rows.map((row) => ({
    query: row.query.replace(/\s+/g, ' ').trim(),
    perRequest: row.calls / Math.max(1, requests),
    meanMs: row.mean,
    msPerRequest: row.total / Math.max(1, requests),
  }))
}
