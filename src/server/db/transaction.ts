import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs `work` in the request's transaction: it commits when this call started the transaction, and
 * rolls everything back when `work` throws, so nothing is left half-written. A COMMIT that fails (a
 * deferred constraint, a lost connection) rejects like a failure of `work` (commitFailures.ts).
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await work()
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
