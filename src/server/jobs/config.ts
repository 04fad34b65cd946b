import type { JobsConfig, PayloadRequest } from 'payload'

import { contactMailTask } from './contactMailTask'
import { inquiryMailTask } from './inquiryMailTask'
import { referralMailTask } from './referralMailTask'
import { releaseHoldTask } from './releaseHoldTask'
import { limitRestRuns } from './restRunLimit'
import { reverseEarningShareTask } from './reverseEarningShareTask'
import { sessionClockTask } from './sessionClockTask'
import { sessionNoticeTask } from './sessionNoticeTask'
import { statementMailTask, statementsTask } from './statementsTask'
import { transferEarningTask } from './transferEarningTask'
import { webinarRegistrationMailTask } from './webinarRegistrationMailTask'
import { hasRole } from '../../../access/hasRole'

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'ADMIN')

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
    statementsTask,
    statementMailTask,
    webinarRegistrationMailTask,
  ],
  deleteJobOnComplete: true,
  // Payload lets every signed-in user run, queue and cancel jobs over REST (GET /api/payload-jobs/run);
  // the app's processes and the worker run them through the Local API, which this does not limit.
  access: { run: adminOnly, queue: adminOnly, cancel: adminOnly },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => limitRestRuns(defaultJobsCollection),
  // JOBS_AUTORUN_CRON (six fields for seconds) lets a test's worker pick up jobs without waiting a minute.
  autoRun: [{ cron: process.env.JOBS_AUTORUN_CRON?.trim() || '* * * * *', queue: 'default', limit: 50 }],
  shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false' && process.env.NODE_ENV !== 'test',
}
