import { createLocalReq, type Payload } from 'payload'

import { runSql, sql, type SQL } from '@/server/db/sql'

export { sql }

/** Runs one statement on its own, outside any transaction: test setup and checks of what was stored. */
export async function execute<Row extends object = Record<string, unknown>>(
  payload: Payload,
  query: SQL,
): Promise<Row[]> {
  return runSql<Row>(await createLocalReq({}, payload), query)
}
