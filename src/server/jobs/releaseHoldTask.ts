import type { TaskConfig } from 'payload'

import { releaseHold } from '@/server/booking/releaseHold'
import { getPaymentProvider } from '@/server/payments'

/** Queued with each booking for the moment its hold expires; releases it unless it was paid by then. */
export const releaseHoldTask: TaskConfig<{ input: { consultationId: number }; output: { released: boolean } }> = {
  slug: 'releaseHold',
  retries: 5,
  inputSchema: [{ name: 'consultationId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const released = await releaseHold(req.payload, getPaymentProvider(req.payload), input.consultationId, new Date())
    return { output: { released } }
  },
}
