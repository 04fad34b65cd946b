import type { Endpoint } from 'payload'

import { json } from '../http'
import { accountCaller } from '../consultees/caller'
import { enforceRateLimits } from '../rateLimitHttp'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { accountCalendarFeedUrl, regenerateCalendarFeedUrl } from '@/server/calendarFeed/calendarFeed'

const ROLES = ['USER', 'CONSULTANT'] as const

/** GET /api/account/calendar-feed: `{ url }`, the caller's private calendar feed address (both roles). */
export const accountCalendarFeedEndpoint: Endpoint = {
  path: '/account/calendar-feed',
  method: 'get',
  handler: async (req) => {
    const { user } = accountCaller(req, { roles: ROLES })
    return json(200, { url: await accountCalendarFeedUrl(req.payload, user.id) })
  },
}

/**
 * POST /api/account/calendar-feed/regenerate: `{ url }`, a new address; the one before answers 404 from now
 * on. Ten an hour per account (429 after).
 */
export const regenerateCalendarFeedEndpoint: Endpoint = {
  path: '/account/calendar-feed/regenerate',
  method: 'post',
  handler: async (req) => {
    const { user } = accountCaller(req, { roles: ROLES })
    await enforceRateLimits(req, [{ rule: RATE_LIMITS.calendarFeedRegeneratePerAccount, subject: user.id }])
    return json(200, { url: await regenerateCalendarFeedUrl(req, user.id) })
  },
}
