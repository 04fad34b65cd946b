// `npm run worker`: the one process that runs the background jobs (hold releases, the session clock, emails
// and payouts) when the web processes are started with JOBS_AUTORUN=false.
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracePhase } from './lib/phase.mjs'

process.env.JOBS_AUTORUN = 'true'
const setPhase = tracePhase('worker')
setPhase('loading Payload')
const payload = await getPayload({ config, cron: true })
setPhase('running jobs')
payload.logger.info('worker: running due jobs every minute')
