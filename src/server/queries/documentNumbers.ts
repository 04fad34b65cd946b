import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'
import type { DocumentSeries } from '@/domain/invoices'

/**
 * Raises the counter of `series` in `year` by one and answers the new value (1 for the year's first
 * document). The row stays locked until the request's transaction ends: concurrent issuers wait for each
 * other, and a rollback takes the number back, so the sequence has no gaps.
 */
export async function raiseDocumentCounter(req: PayloadRequest, series: DocumentSeries, year: number): Promise<number> {
  const [row] = await runSql<{ sequence: number }>(
    req,
    sql`INSERT INTO document_counters (series, year, last_number, updated_at, created_at)
        VALUES (${series}, ${year}, 1, now(), now())
        ON CONFLICT (series, year) DO UPDATE SET last_number = document_counters.last_number + 1, updated_at = now()
        RETURNING last_number::int AS sequence`,
  )
  if (!row) throw new Error(`no counter row for ${series} ${year}`)
  return row.sequence
}
