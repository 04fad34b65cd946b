import type { TaskConfig } from 'payload'

import { sendContactMail } from '@/server/content/contactMail'

/** Emails a stored contact message whose first attempt failed (the mail server was unreachable). */
export const contactMailTask: TaskConfig<{ input: { messageId: number }; output: { sent: boolean } }> = {
  slug: 'contactMail',
  retries: 8,
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const stored = await req.payload.findByID({
      collection: 'contact-messages',
      id: input.messageId,
      depth: 0,
      disableErrors: true,
      req,
    })
    // Deleted by the team meanwhile: nothing left to send.
    if (!stored) return { output: { sent: false } }
    await sendContactMail(req.payload, stored)
    return { output: { sent: true } }
  },
}
