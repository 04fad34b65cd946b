import type { Endpoint, PayloadHandler, PayloadRequest, Plugin } from 'payload'

import { requestContext } from './requestContext'
import { REQUEST_ID_HEADER, requestIdOf } from './requestId'

function withRequestIdHeader(response: Response, requestId: string): Response {
  if (response.headers.get(REQUEST_ID_HEADER)) return response
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  } catch {
    // Response.redirect() and similar answers have immutable headers: copy them into a new Response.
    const copy = new Response(response.body, response)
    copy.headers.set(REQUEST_ID_HEADER, requestId)
    return copy
  }
}

// Only the path: query strings carry codes, states and search terms.
const pathOf = (req: PayloadRequest) => (req.url ? new URL(req.url, 'http://localhost').pathname : undefined)

/**
 * Runs the handler inside the request's context (so every log line it writes carries the request id),
 * answers the id in x-request-id and writes one line per request: method, path, status and duration.
 */
export function withRequestLog(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const requestId = requestIdOf(req.headers)
    const started = performance.now()
    return requestContext.run({ requestId }, async () => {
      const line = () => ({ method: req.method, path: pathOf(req), ms: Math.round(performance.now() - started) })
      try {
        const response = await handler(req)
        req.payload.logger.info({ ...line(), status: response.status }, 'request')
        return withRequestIdHeader(response, requestId)
      } catch (error) {
        // Payload's error handler logs the error itself and answers it.
        req.payload.logger.info({ ...line(), status: 'thrown' }, 'request')
        throw error
      }
    })
  }
}

const wrapped = (endpoints: Endpoint[]): Endpoint[] =>
  endpoints.map((endpoint) => ({ ...endpoint, handler: withRequestLog(endpoint.handler) }))

/** Our endpoints, global and per collection, log and answer a request id; list it last among the plugins. */
export const requestLogPlugin: Plugin = (config) => ({
  ...config,
  endpoints: config.endpoints && wrapped(config.endpoints),
  collections: config.collections?.map((collection) =>
    collection.endpoints ? { ...collection, endpoints: wrapped(collection.endpoints) } : collection,
  ),
})
