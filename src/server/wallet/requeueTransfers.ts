import { createLocalReq, type Payload } from 'payload'

import { inTransaction } from '@/server/db/transaction'

/** Queues again the transfers of earnings that waited for a connected account (transferStatus not_connected). */
export async function requeueWaitingTransfers(payload: Payload, userId: number): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const { docs } = await payload.update({
      collection: 'earnings',
      where: { and: [{ user: { equals: userId } }, { transferStatus: { equals: 'not_connected' } }] },
      data: { transferStatus: 'pending' },
      depth: 0,
      req,
      overrideAccess: true,
    })
    for (const earning of docs) {
      await payload.jobs.queue({ task: 'transferEarning', input: { earningId: earning.id }, req })
    }
    return docs.length
  })
}
