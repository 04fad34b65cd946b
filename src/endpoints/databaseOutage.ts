import type { Endpoint, PayloadHandler, PayloadRequest, Plugin } from 'payload'

import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { databaseUnavailable } from '@/server/http/errorRefusal'
import { refusalResponse } from '@/server/http/refusalAnswer'
import { pingDatabase } from '@/server/queries/health'

// Answered, not thrown: the outage is logged here as a warning, not as a failure of each request.
const unavailableAnswer = (req: PayloadRequest): Response => refusalResponse(databaseUnavailable(), req)

function carriesCredentials(req: PayloadRequest): boolean {
  const authorization = req.headers.get('authorization') ?? ''
  const cookie = req.headers.get('cookie') ?? ''
  return /^(JWT|Bearer) /i.test(authorization) || cookie.includes(`${req.payload.config.cookiePrefix}-token=`)
}

async function databaseReachable(req: PayloadRequest): Promise<boolean> {
  try {
    await pingDatabase(req)
    return true
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false
    throw error
  }
}

/**
 * Answers 503 with a message and Retry-After while the database cannot be reached, instead of a 500 (a
 * failed query) or a 401 (Payload's sign-in lookup failed and left the caller anonymous).
 */
export function withDatabaseOutageAnswer(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    if (!req.user && carriesCredentials(req)) {
      if (!(await databaseReachable(req))) {
        req.payload.logger.warn('database unavailable: the sign-in could not be checked')
        return unavailableAnswer(req)
      }
      // The database is back: the sign-in may have failed only because it was away a moment ago.
      const { user } = await req.payload.auth({ headers: req.headers })
      if (user) req.user = user
    }
    try {
      return await handler(req)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      req.payload.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'database unavailable',
      )
      return unavailableAnswer(req)
    }
  }
}

const wrapped = (endpoints: Endpoint[]): Endpoint[] =>
  endpoints.map((endpoint) => ({ ...endpoint, handler: withDatabaseOutageAnswer(endpoint.handler) }))

/**
 * Our endpoints, global and per collection, answer 503 while the database is away (Payload's own routes
 * answer it through mapDataErrors).
 */
export const databaseOutagePlugin: Plugin = (config) => ({
  ...config,
  endpoints: config.endpoints && wrapped(config.endpoints),
  collections: config.collections?.map((collection) =>
    collection.endpoints ? { ...collection, endpoints: wrapped(collection.endpoints) } : collection,
  ),
})
