import { getPayload, type SanitizedConfig } from 'payload'

import { requestContext } from './requestContext'
import { REQUEST_ID_HEADER, requestIdOf } from './requestId'
import { logRequestLine } from './requestLine'
import { PRIVATE_NO_STORE } from '@/domain/http'
import { refusalOf } from '@/server/http/errorRefusal'
import { refusalResponse } from '@/server/http/refusalAnswer'
import { withResponseHeader } from '@/server/http/responseHeaders'

type RouteHandler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

function withRequestIdHeader(response: Response, requestId: string): Response {
  return response.headers.get(REQUEST_ID_HEADER) ? response : withResponseHeader(response, REQUEST_ID_HEADER, requestId)
}

/**
 * Wraps one of Payload's route handlers (REST or GraphQL: Payload's own operations and our endpoints
 * alike): the request runs inside its context, so every log line written while handling it carries the
 * request id; the id is answered in x-request-id; one line per request (logRequestLine).
 *
 * Payload starts at a process's first request and cannot while the database is away; each request then
 * tries again (Payload logs every failed start). Until it succeeds, requests answer the outage's 503 with
 * Retry-After, as they do when the database goes away later, instead of Payload's 500 or Next's error page.
 */
export function withRouteLog<Rest extends unknown[]>(
  config: Promise<SanitizedConfig>,
  handler: RouteHandler<Rest>,
): RouteHandler<Rest> {
  return async (request, ...rest) => {
    const requestId = requestIdOf(request.headers)
    const started = performance.now()
    return requestContext.run({ requestId }, async () => {
      let payload
      try {
        payload = await getPayload({ config })
      } catch (error) {
        const outage = refusalOf(error)
        if (outage?.status !== 503) throw error
        const answer = withResponseHeader(refusalResponse(outage, request), 'cache-control', PRIVATE_NO_STORE)
        return withRequestIdHeader(answer, requestId)
      }
      const response = await handler(request, ...rest)
      logRequestLine(payload, {
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      })
      return withRequestIdHeader(response, requestId)
    })
  }
}
