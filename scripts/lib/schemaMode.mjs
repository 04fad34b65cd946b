// `npm run dev` pushes its schema; every other command applies the committed migrations. Payload marks a
// pushed database with a migration row of batch -1: migrating it afterwards stops at an interactive prompt,
// and pushing onto a migrated database changes it behind the migrations' back. Neither is allowed.
import pg from 'pg'

function databaseName(url) {
  try {
    return decodeURIComponent(new URL(url).pathname.slice(1)) || url
  } catch {
    return url
  }
}

/** A one-line problem when the database at `url` was set up the other way, else null. */
export async function schemaModeProblem(url, mode) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`)
    if (!rows[0]?.present) return null
    const {
      rows: [counts],
    } = await client.query(
      `SELECT count(*) FILTER (WHERE batch = -1)::int AS pushed, count(*) FILTER (WHERE batch > 0)::int AS migrated
       FROM payload_migrations`,
    )
    const name = databaseName(url)
    if (mode === 'push' && counts.migrated > 0)
      return `the database ${name} is kept by migrations; \`npm run dev\` pushes its schema and needs a database of its own. Unset DATABASE_URL or point it at another database.`
    if (mode === 'migrate' && counts.pushed > 0)
      return `the database ${name} was set up by \`npm run dev\` (schema push) and cannot be migrated. Use another database for npm start, migrate and seed.`
    return null
  } finally {
    await client.end().catch(() => {})
  }
}
