import config from '@payload-config'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { executeAuthStrategies, getPayload, type Payload } from 'payload'

import { forwardToRestApi, headersOf } from './forwardToRestApi'
import { boundedMemo } from '@/server/cache/boundedMemo'
import type { EndpointRequest } from '@/endpoints/http'
import { requestContext } from '@/server/logging/requestContext'
import { REQUEST_ID_HEADER, requestIdFrom } from '@/server/logging/requestId'
import { logRequestLine } from '@/server/logging/requestLine'

export type DirectAnswer = { status: number; headers: Record<string, string>; body: string | Buffer }
export type DirectRequest = { payload: Payload; url: URL; incoming: IncomingMessage }
/** The answer to a GET, or null when Payload's REST route is to answer it instead. */
export type DirectHandler = (request: DirectRequest) => Promise<DirectAnswer | null>

async function answerOrNull(handler: DirectHandler, incoming: IncomingMessage, url: URL) {
  const payload = await getPayload({ config }).catch(() => null)
  if (!payload) return null
  try {
    const answer = await handler({ payload, url, incoming })
    return answer && { payload, answer }
  } catch (error) {
    // Payload's route answers it again and maps the error (503 while the database is away, else 500).
    payload.logger.debug({ err: error }, 'direct route: left to the REST route after an error')
    return null
  }
}

/**
 * A pages-router route for one of the busiest reads, answered without building a web Request and Payload's
 * request (locale, query parsing, endpoint matching), which cost more than the read itself when its answer
 * comes from memory. Whatever the handler leaves (null, an error, another method) goes through Payload's
 * REST route like any other request. Logged and tagged with its request id the same way.
 */
export function directRoute(handler: DirectHandler) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return forwardToRestApi(req, res)
    const started = performance.now()
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
    const url = new URL(req.url ?? '/', 'http://localhost')
    await requestContext.run({ requestId }, async () => {
      const found = await answerOrNull(handler, req, url)
      if (!found) {
        req.headers[REQUEST_ID_HEADER] = requestId // the same id as the lines already written
        return forwardToRestApi(req, res)
      }
      const { status, headers, body } = found.answer
      const ms = Math.round(performance.now() - started)
      logRequestLine(found.payload, { method: 'GET', path: url.pathname, status, ms })
      res.statusCode = status
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.setHeader(REQUEST_ID_HEADER, requestId)
      res.setHeader('content-length', Buffer.byteLength(body))
      res.end(req.method === 'HEAD' ? undefined : body)
    })
  }
}

// The bytes of the answers served most: an answer kept in memory is the same string each time, whose
// hash V8 keeps, so finding its bytes costs less than encoding them again.
const bytesOf = boundedMemo(64, (body: string) => Buffer.from(body))

/** A read whose JSON is the same for every viewer; null when there is nothing public to show. */
export function publicRead(read: (payload: Payload, url: URL) => Promise<string | null>): DirectHandler {
  return async ({ payload, url }) => {
    const body = await read(payload, url)
    return body === null ? null : { status: 200, headers: { 'content-type': 'application/json' }, body: bytesOf(body) }
  }
}

/**
 * A read for the signed-in caller, checked by Payload's own auth strategies and answered by the very
 * function the Payload endpoint runs. Without a user it is left to Payload's route, which answers 401, or
 * 503 when the database could not check the sign-in.
 */
export function signedInRead(
  answer: (req: EndpointRequest) => Promise<Response>,
  routeParams: (url: URL) => Record<string, string> = () => ({}),
): DirectHandler {
  return async ({ payload, url, incoming }) => {
    const headers = headersOf(incoming)
    const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false, isGraphQL: false })
    if (!user) return null
    const response = await answer({
      payload,
      user,
      headers,
      searchParams: url.searchParams,
      routeParams: routeParams(url),
    })
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
  }
}
