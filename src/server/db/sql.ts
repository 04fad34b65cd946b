import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
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

const dialect = new PgDialect()
const statementNames = new Map<string, string>()
const MAX_STATEMENT_NAMES = 500

function statementNameOf(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `cb_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`
    if (statementNames.size < MAX_STATEMENT_NAMES) statementNames.set(text, name)
  }
  return name
}

/**
 * `execute` as a named prepared statement: each pooled connection parses and plans it once, later
 * requests only bind their values. For the busiest reads only, whose text comes in a few fixed shapes
 * (values always as parameters): every distinct text stays prepared on every connection.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  payload: Payload,
  query: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const { pool } = payload.db as unknown as PostgresAdapter
  const result = await pool.query<Row>({ name: statementNameOf(text), text, values: params })
  return result.rows
}
