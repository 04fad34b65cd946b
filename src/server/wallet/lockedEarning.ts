import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import type { Earning } from '@/payload-types'
import { inTransaction } from '@/server/db/transaction'
import { lockEarningRow } from '@/server/queries/wallet'

/**
 * Locks an earnings row FOR UPDATE in `req`'s transaction and reads it: a transfer and a refund of the same
 * consultation take turns on the consultation's earning, so a refund never misses a transfer in flight.
 */
export async function lockEarning(req: PayloadRequest, where: { id: number } | { key: string }) {
  const row = await lockEarningRow(req, where)
  if (!row) return null
  return req.payload.findByID({ collection: 'earnings', id: row.id, depth: 0, req, overrideAccess: true })
}

/** Runs `work` on the locked earning in a transaction of its own; null when there is no such row. */
export async function withLockedEarning<T>(
  payload: Payload,
  earningId: number,
  work: (earning: Earning, req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const earning = await lockEarning(req, { id: earningId })
    if (!earning) throw new Error(`No earning ${earningId}`)
    return work(earning, req)
  })
}

export async function markEarning(req: PayloadRequest, id: number, data: Partial<Earning>): Promise<void> {
  await req.payload.update({ collection: 'earnings', id, data, depth: 0, req, overrideAccess: true })
}

/** The key of the earning a consultation gives its consultant (one per consultation). */
export const consultationEarningKey = (consultationId: number) => `consultation:${consultationId}`
