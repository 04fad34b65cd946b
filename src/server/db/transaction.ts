import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { execute, executeInRequest, sql } from './sql'

export const NOT_COMMITTED_MESSAGE = 'the transaction was not committed'

/**
 * Commits, then asks PostgreSQL whether the commit took: Payload's commit does not report a COMMIT that
 * failed (a deferred constraint, the connection lost at that moment), and a caller must never answer
 * success for writes that are gone. A transaction that wrote nothing has no id and nothing to lose.
 */
async function commitChecked(req: PayloadRequest): Promise<void> {
  const [row] = await executeInRequest<{ txid: string | null }>(
    req,
    sql`SELECT txid_current_if_assigned()::text AS txid`,
  )
  await commitTransaction(req)
  if (!row?.txid) return
  // The check needs another pooled connection. When it cannot be had (a busy pool, a restart), the
  // outcome stays unknown and the commit is taken as done: a write that did commit is never reported lost.
  const outcome = await execute<{ status: string | null }>(
    req.payload,
    sql`SELECT txid_status(${row.txid}::bigint) AS status`,
  ).then(
    ([answer]) => answer?.status ?? 'unknown',
    (error: unknown) => {
      req.payload.logger.warn({ err: error }, 'database: could not confirm a commit')
      return 'committed'
    },
  )
  if (outcome !== 'committed') throw new Error(`${NOT_COMMITTED_MESSAGE} (${outcome})`)
}

/**
 * Runs `work` in the request's transaction: it commits when this call started the transaction, and
 * rolls everything back when `work` throws, so nothing is left half-written.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await work()
    if (ownsTransaction) await commitChecked(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
