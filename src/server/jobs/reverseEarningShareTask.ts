import type { TaskConfig } from 'payload'

import { reverseEarningShare } from '@/server/wallet/reverseEarningShare'

/** Takes a refund's share back from the consultant's connected account (once per adjustment row). */
export const reverseEarningShareTask: TaskConfig<{ input: { earningId: number }; output: { status: string } }> = {
  slug: 'reverseEarningShare',
  retries: 5,
  inputSchema: [{ name: 'earningId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const status = await reverseEarningShare(req.payload, input.earningId)
    return { output: { status: status ?? 'none' } }
  },
}
