import type { TaskConfig } from 'payload'

import { sendSessionNotice } from '@/server/sessions/sessionNotices'

/** Sends one session email (request, confirmation, reminder, …); a notice already sent is not sent again. */
export const sessionNoticeTask: TaskConfig<{
  input: { consultationId: number; notice: string; round?: number | null }
  output: { sent: number }
}> = {
  slug: 'sessionNotice',
  retries: 5,
  inputSchema: [
    { name: 'consultationId', type: 'number', required: true },
    { name: 'notice', type: 'text', required: true },
    // Which proposal of the session's reschedule history a reschedule notice is about.
    { name: 'round', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const sent = await sendSessionNotice(req.payload, input.consultationId, input.notice, input.round ?? undefined)
    return { output: { sent } }
  },
}
