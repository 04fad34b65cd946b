import type { TaskConfig } from 'payload'

import { runSessionClock } from '@/server/sessions/sessionClock'

/**
 * Every minute: moves consultations whose time has come (request timeout, time passed, automatic
 * completion) and queues the reminders that are due. Safe to run twice at once.
 */
export const sessionClockTask: TaskConfig<{ input: Record<string, never>; output: { moved: number } }> = {
  slug: 'sessionClock',
  retries: 0,
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const moved = await runSessionClock(req.payload, new Date())
    return { output: { moved } }
  },
}
