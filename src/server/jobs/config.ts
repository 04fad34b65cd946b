import type { JobsConfig } from 'payload'

import { inquiryMailTask } from './inquiryMailTask'
import { referralMailTask } from './referralMailTask'
import { releaseHoldTask } from './releaseHoldTask'
import { sessionClockTask } from './sessionClockTask'
import { sessionNoticeTask } from './sessionNoticeTask'
import { transferEarningTask } from './transferEarningTask'

/**
 * Background work runs from the jobs queue in PostgreSQL. By default every app process runs due jobs each
 * minute; with JOBS_AUTORUN=false a process only enqueues, and one worker (`npm run worker`) runs them.
 * Tests run jobs explicitly.
 */
export const jobs: JobsConfig = {
  tasks: [releaseHoldTask, sessionClockTask, sessionNoticeTask, transferEarningTask, inquiryMailTask, referralMailTask],
  deleteJobOnComplete: true,
  autoRun: [{ cron: '* * * * *', queue: 'default', limit: 50 }],
  shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false' && process.env.NODE_ENV !== 'test',
}
