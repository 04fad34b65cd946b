import pg from 'pg'

/** The address of worker `poolId`'s database: the migrated database's name with the pool id appended. */
export function workerDatabaseUrl(migratedUrl: string, poolId = '1'): string {
  const url = new URL(migratedUrl)
  url.pathname = `${url.pathname}_${poolId}`
  return url.toString()
}

/**
 * Copies the migrated database (no connection may be open to it) once for each of `workers` pool ids.
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
    }
  } finally {
    await client.end()
  }
}
