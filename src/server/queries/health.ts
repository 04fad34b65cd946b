import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

/** Resolves once the database answers a statement; rejects with the driver's error when it cannot. */
export async function pingDatabase(req: PayloadRequest): Promise<void> {
  await runSql(req, sql`SELECT 1`)
}
