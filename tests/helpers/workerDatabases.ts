import pg from 'pg'

/** The address of worker `poolId`'s database: the migrated database's name with the pool id appended. */
export function workerDatabaseUrl(migratedUrl: string, poolId = '1'): string {
  const url = new URL(migratedUrl)
  url.pathname = `${url.pathname}_${poolId}`
  return url.toString()
}

// A copy does not inherit the database's own settings (ALTER DATABASE … SET, e.g. the search's trigram
// threshold): these statements give the copy named $2 those of the database named $1.
const COPY_SETTINGS = `select format('alter database %I set %s = %L', $2::text, split_part(setting, '=', 1),
    substr(setting, strpos(setting, '=') + 1)) as statement
  from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase, unnest(s.setconfig) setting
  where d.datname = $1 and s.setrole = 0`

/**
 * Copies the migrated database (no connection may be open to it) with its settings once for each of
 * `workers` pool ids.
 */
export async function createWorkerDatabases(migratedUrl: string, workers: number): Promise<void> {
  const admin = new URL(migratedUrl)
  const template = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    for (let poolId = 1; poolId <= workers; poolId++) {
      const name = new URL(workerDatabaseUrl(migratedUrl, String(poolId))).pathname.slice(1)
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
      if (rowCount) continue
      await client.query(`create database "${name}" template "${template}"`)
      const settings = await client.query<{ statement: string }>(COPY_SETTINGS, [template, name])
      for (const { statement } of settings.rows) await client.query(statement)
    }
  } finally {
    await client.end()
  }
}
