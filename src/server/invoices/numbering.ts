import type { PayloadRequest } from 'payload'

import { documentYear, formatDocumentNumber, type DocumentSeries } from '@/domain/invoices'
import { raiseDocumentCounter } from '@/server/queries/documentNumbers'

/**
 * The next number of `series` for a document issued at `now`, allocated in the request's transaction.
 * Outside a transaction a number would be spent even when issuing the document then failed: a gap, which
 * German bookkeeping rules do not allow, so that is refused.
 */
export async function allocateDocumentNumber(req: PayloadRequest, series: DocumentSeries, now: Date): Promise<string> {
  if (!req.transactionID) throw new Error('a document number is allocated only inside the transaction that issues it')
  const year = documentYear(now)
  return formatDocumentNumber(series, year, await raiseDocumentCounter(req, series, year))
}
