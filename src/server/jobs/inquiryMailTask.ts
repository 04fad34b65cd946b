import type { TaskConfig } from 'payload'

import { sendInquiryMail } from '@/server/inquiries/inquiryMail'

/** Emails one side of a conversation that a new message is waiting; queued at most once per 15 minutes. */
export const inquiryMailTask: TaskConfig<{
  input: { conversationId: number; messageId: number }
  output: { sent: boolean }
}> = {
  slug: 'inquiryMail',
  retries: 5,
  inputSchema: [
    { name: 'conversationId', type: 'number', required: true },
    { name: 'messageId', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    const sent = await sendInquiryMail(req.payload, input.messageId)
    return { output: { sent } }
  },
}
