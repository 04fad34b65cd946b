import type { TaskConfig } from 'payload'

import { transferEarning } from '@/server/wallet/transferEarning'

/** Pays a completed session's share out to the consultant's connected account (once per earning). */
export const transferEarningTask: TaskConfig<{ input: { earningId: number }; output: { status: string } }> = {
  slug: 'transferEarning',
  retries: 5,
  inputSchema: [{ name: 'earningId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const status = await transferEarning(req.payload, input.earningId)
    return { output: { status } }
  },
}
