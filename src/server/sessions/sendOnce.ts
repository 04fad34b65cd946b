import { createLocalReq, type Payload } from 'payload'

import { inTransaction } from '../db/transaction'
import { claimNotice } from '../queries/notices'

/**
 * Runs `send` only if no email with `key` was sent before. The sent-notices row is written first, in a
 * transaction that stays open while the email goes out: a second run at the same time waits on the
 * unique key and then finds it, and a failed send rolls the row back so the job's retry sends again.
 */
export async function sendOnce(
  payload: Payload,
  { key, consultationId }: { key: string; consultationId: number },
  send: () => Promise<void>,
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (!(await claimNotice(req, key, consultationId))) return false
    await send()
    return true
  })
}
