import type { TaskConfig } from 'payload'

import { sendReferralMail } from '@/server/referrals/referralMail'

/** Tells a referrer that someone they referred completed a first paid session, if they asked to be told. */
export const referralMailTask: TaskConfig<{ input: { earningId: number }; output: { sent: boolean } }> = {
  slug: 'referralMail',
  retries: 5,
  inputSchema: [{ name: 'earningId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const sent = await sendReferralMail(req.payload, input.earningId)
    return { output: { sent } }
  },
}
