// `npm run worker`: the one process that runs the background jobs (hold releases, the session clock, emails
// and payouts) when the web processes are started with JOBS_AUTORUN=false.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'

import { releaseAbandonedJobs } from '@/server/jobs/abandonedJobs'

process.env.JOBS_AUTORUN = 'true'
const setPhase = tracePhase('worker')
setPhase('loading Payload')
// Crons start only after the jobs a killed worker left marked as running are released: it is the one runner.
const payload = await getPayload({ config })
const released = await releaseAbandonedJobs(payload)
if (released > 0) payload.logger.warn({ released }, 'worker: released jobs a stopped worker left unfinished')
await getPayload({ config, cron: true })
setPhase('running jobs')
payload.logger.info('worker: running due jobs every minute')
