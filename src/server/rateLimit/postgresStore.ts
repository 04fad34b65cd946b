import { createLocalReq, type Payload } from 'payload'

import { deleteEndedRateLimitCounters, hitRateLimitCounter } from '../queries/rateLimits'
import type { RateLimitStore } from './store'

/** Ended windows are deleted now and then, by whichever instance happens to count the hit. */
const SWEEP_EVERY_HITS = 500

/** The counters in PostgreSQL: one upsert per hit, so the row lock orders concurrent hits on a key. */
export function postgresRateLimitStore(payload: Payload): RateLimitStore {
  let hitsSinceSweep = 0
  return {
    async hit(key, { limit, windowMs }, now) {
      // A request of its own: a hit counts even when the caller's transaction rolls back.
      const req = await createLocalReq({}, payload)
      const counter = await hitRateLimitCounter(req, key, { limit, resetAt: new Date(now.getTime() + windowMs), now })
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0
        await deleteEndedRateLimitCounters(req, now)
      }
      return counter
    },
  }
}
