import type { JobsConfig } from 'payload'

import { contactMailTask } from './contactMailTask'
import { inquiryMailTask } from './inquiryMailTask'
import { referralMailTask } from './referralMailTask'
import { releaseHoldTask } from './releaseHoldTask'
import { reverseEarningShareTask } from './reverseEarningShareTask'
import { sessionClockTask } from './sessionClockTask'
import { sessionNoticeTask } from './sessionNoticeTask'
import { transferEarningTask } from './transferEarningTask'

/**
 * Background work runs from the jobs queue in PostgreSQL. By default every app process runs due jobs each
 * minute; with JOBS_AUTORUN=false a process only enqueues, and one worker (`npm run worker`) runs them.
 * Tests run jobs explicitly.
 */
export const jobs: JobsConfig = {
  tasks: [
    releaseHoldTask,
    sessionClockTask,
    sessionNoticeTask,
    transferEarningTask,
    reverseEarningShareTask,
    inquiryMailTask,
    referralMailTask,
    contactMailTask,
  ],
  deleteJobOnComplete: true,
  // JOBS_AUTORUN_CRON (six fields for seconds) lets a test's worker pick up jobs without waiting a minute.
  autoRun: [{ cron: process.env.JOBS_AUTORUN_CRON?.trim() || '* * * * *', queue: 'default', limit: 50 }],
  shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false' && process.env.NODE_ENV !== 'test',
}
