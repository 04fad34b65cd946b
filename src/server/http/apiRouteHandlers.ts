import { REST_OPTIONS } from '@payloadcms/next/routes'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { withRouteLog } from '@/server/logging/withRouteLog'
import { refusalOf } from './errorRefusal'
import { Refusal, text } from './refusal'
import { refusalResponse } from './refusalAnswer'
import { methodNotAllowedAnswer, unreadableUrlAnswer } from './requestGuard'
import { privateByDefault } from './responseHeaders'

type Read = (request: Request, payload: Payload) => Promise<Response>

/** What Payload's error handling answers for an error thrown in one of its endpoints (the same refusals). */
function errorAnswer(payload: Payload, error: unknown, request: Request): Response {
  const refusal = refusalOf(error)
  if (isDatabaseUnavailable(error)) {
    payload.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'database unavailable')
  } else if (!refusal || refusal.status >= 500) {
    payload.logger.error({ err: error }, 'request failed')
  }
  return refusalResponse(refusal ?? new Refusal(500, 'INTERNAL_ERROR', text('api', 'internalError')), request)
}

/**
 * The handlers of an API path served by a Next route handler of its own (`src/app/(payload)/api/…/route.ts`)
 * rather than by a Payload endpoint: the public reads that a shared cache absorbs, where Payload's REST
 * set-up (the caller's session and language, the endpoint's match among hundreds) cost more than the
 * read itself (docs/benchmarks.md). They answer as every REST path does: the request id and one log line,
 * 400 for an unreadable URL, API.md's error body for a refusal, 503 while the database is away, 405 with
 * Allow for another method, `private, no-store` unless the answer says otherwise, and OPTIONS as Payload's.
 */
export function apiRouteHandlers(config: Promise<SanitizedConfig>, read: Read) {
  const answered = (handle: (request: Request) => Promise<Response>) => withRouteLog(config, privateByDefault(handle))
  const GET = answered(async (request) => {
    const unreadable = unreadableUrlAnswer(request)
    if (unreadable) return unreadable
    const payload = await getPayload({ config })
    try {
      return await read(request, payload)
    } catch (error) {
      return errorAnswer(payload, error, request)
    }
  })
  const other = answered(async (request) => methodNotAllowedAnswer(request, ['GET']))
  return { GET, POST: other, PUT: other, PATCH: other, DELETE: other, OPTIONS: REST_OPTIONS(config) }
}
