import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PayloadRequest } from 'payload'

export { sql, type SQL }

type TransactionSessions = {
  sessions?: Record<string | number, { db?: PostgresAdapter['drizzle'] } | undefined>
}

const dialect = new PgDialect()

// drizzle's node-postgres session reads these types as text (dates, timestamps, intervals, their arrays and
// numeric arrays); prepared statements, run on the pool directly, do the same, so a row looks alike
// whichever way it was read.
const TEXT_TYPE_IDS = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231])
const textTypes = (pg: PostgresAdapter['pg']) => ({
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
})
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

export type RunSqlOptions = {
  /**
   * As a named prepared statement: each pooled connection parses and plans it once, later requests only
   * bind their values. For the busiest reads only, whose text comes in a few fixed shapes (values always
   * as parameters): every distinct text stays prepared on every connection. Inside a transaction the
   * statement runs on the transaction's connection unprepared.
   */
  prepared?: boolean
}

/**
 * Runs one SQL statement for `req`: inside the request's Payload transaction when it has one (so row
 * locks and writes commit or roll back with it), else on the pool. The only way SQL reaches the database
 * (src/server/queries); a caller without a request makes one with `createLocalReq({}, payload)`.
 */
export async function runSql<Row extends object>(
  req: PayloadRequest,
  query: SQL,
  { prepared = false }: RunSqlOptions = {},
): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter & TransactionSessions
  const transactionId = req.transactionID ? await req.transactionID : undefined
  const transaction = transactionId !== undefined ? adapter.sessions?.[transactionId]?.db : undefined
  if (!transaction && prepared) {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const result = await adapter.pool.query<Row>({
      name: statementNameOf(text),
      text,
      values: params,
      types: textTypes(adapter.pg),
    })
    return result.rows
  }
  const result = await (transaction ?? adapter.drizzle).execute(query)
  return result.rows as Row[]
}
