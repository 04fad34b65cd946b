// Before every schema came from the committed migrations, `npm run dev` let Payload push its schema. Payload
// marks such a database with a migration row of batch -1, and migrating it stops at an interactive prompt.
import pg from 'pg'

/** The database's name in `url`, for messages. */
export function databaseName(url) {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || url
  } catch {
    return url
  }
}

/** True when the database at `url` was set up by a schema push. */
export async function wasPushed(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`)
    if (!rows[0]?.present) return false
    const { rowCount } = await client.query('SELECT 1 FROM payload_migrations WHERE batch = -1 LIMIT 1')
    return rowCount > 0
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Drops the database at `url` and creates it empty again (connected to the server's `postgres` database;
 * sessions still open on it are ended).
 */
export async function recreateDatabase(url) {
  const name = databaseName(url)
  const client = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    connectionTimeoutMillis: 5000,
  })
  await client.connect()
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${quoted}`)
  } finally {
    await client.end().catch(() => {})
  }
}
