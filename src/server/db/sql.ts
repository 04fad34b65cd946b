import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

export { sql }

/** Runs one SQL statement outside any Payload transaction; for atomic updates the Local API cannot express. */
export async function execute<Row extends Record<string, unknown>>(payload: Payload, query: SQL): Promise<Row[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(query)
  return result.rows as Row[]
}

type SessionsAdapter = { sessions?: Record<string | number, { db?: PostgresAdapter['drizzle'] } | undefined> }

/** Runs one SQL statement inside the request's Payload transaction (for row locks the Local API cannot take). */
export async function executeInRequest<Row extends Record<string, unknown>>(
  req: PayloadRequest,
  query: SQL,
): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter & SessionsAdapter
  const transactionId = req.transactionID ? await req.transactionID : undefined
  const db = (transactionId !== undefined && adapter.sessions?.[transactionId]?.db) || adapter.drizzle
  const result = await db.execute(query)
  return result.rows as Row[]
}
