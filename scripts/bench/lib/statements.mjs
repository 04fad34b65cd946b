// How many SQL statements one HTTP request makes the server issue, from pg_stat_statements (loaded by
// startPostgres): reset the counters, run the request a few times on an otherwise idle database, count.

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
      where d.datname = current_database() and s.query not ilike '%pg_stat_statements%'
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
