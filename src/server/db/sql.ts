import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

export { sql }

/** Runs one SQL statement outside any Payload transaction; for atomic updates the Local API cannot express. */
export async function execute<Row extends Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(query)
  return result.rows as Row[]
}
