import type { Endpoint } from 'payload'

import { enforceRateLimits } from '../rateLimitHttp'
import { feedTokenOf, feedUserIdOf } from '@/domain/calendarFeed'
import { PRIVATE_NO_STORE } from '@/domain/http'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { calendarFeedText } from '@/server/calendarFeed/calendarFeed'
import { notFound, text } from '@/server/http/refusal'

// The answer of an address that does not exist, word for word: a wrong token tells nothing about the account.
const noFeed = () => notFound(text('api', 'routeNotFound'))

/**
 * GET /api/calendar-feed/{userId}/{token}.ics: the account's sessions as a calendar to subscribe to. No
 * sign-in (calendar apps have none): the token is the secret. 404 for a wrong or outdated token and for an
 * account without a feed.
 */
export const calendarFeedEndpoint: Endpoint = {
  path: '/calendar-feed/:userId/:file',
  method: 'get',
  handler: async (req) => {
    const userId = feedUserIdOf(req.routeParams?.userId)
    const token = feedTokenOf(req.routeParams?.file)
    if (userId === null || token === null) throw noFeed()
    const now = new Date()
    const ics = await calendarFeedText(req, userId, token, now)
    if (ics === null) throw noFeed()
    // Counted only once the token is right: nobody without the address can use up its owner's allowance.
    await enforceRateLimits(req, [{ rule: RATE_LIMITS.calendarFeedPerAccount, subject: userId }], now)
    return new Response(ics, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="careerbridge.ics"',
        // The address is the secret: no shared cache may keep what it answers.
        'Cache-Control': PRIVATE_NO_STORE,
        'X-Robots-Tag': 'noindex',
      },
    })
  },
}
