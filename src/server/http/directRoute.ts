import config from '@payload-config'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { executeAuthStrategies, getPayload, type Payload } from 'payload'

import { acceptsGzip } from './acceptsGzip'
import { registerDirectRoute } from './directRouteRegistry'
import { forwardToRestApi, headersOf } from './forwardToRestApi'
import { boundedMemo } from '@/server/cache/boundedMemo'
import type { EndpointRequest } from '@/endpoints/http'
import { requestContext } from '@/server/logging/requestContext'
import { REQUEST_ID_HEADER, requestIdFrom } from '@/server/logging/requestId'
import { logRequestLine } from '@/server/logging/requestLine'

export type DirectAnswer = { status: number; headers: Record<string, string>; body: string }
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

// The bytes of the answers served most: an answer kept in memory is the same string each time, whose
// hash V8 keeps, so finding its bytes (or their gzip) costs less than encoding them again.
const bytesOf = boundedMemo(64, (body: string) => Buffer.from(body))
const gzipOf = boundedMemo(64, (body: string) => gzipSync(bytesOf(body)))
// The size from which Next's own compression gzips an answer.
const COMPRESS_FROM_BYTES = 1024

function write(req: IncomingMessage, res: ServerResponse, { status, headers, body }: DirectAnswer, compress: boolean) {
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  let bytes = bytesOf(body)
  // Answered without Next, the answer gets what Next's compression would have done to it.
  if (compress && headers['content-type']?.startsWith('application/json')) {
    const vary = res.getHeader('vary')
    res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    if (req.method !== 'HEAD' && bytes.length >= COMPRESS_FROM_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
      bytes = gzipOf(body)
      res.setHeader('content-encoding', 'gzip')
    }
  }
  res.setHeader('content-length', bytes.length)
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

/**
 * Answers a GET or HEAD with the handler's answer, logged and tagged with its request id like every other
 * request; false (nothing written, the request id left in the request's headers) when the handler leaves
 * the request to Payload's REST route.
 */
async function answer(handler: DirectHandler, req: IncomingMessage, res: ServerResponse, compress: boolean) {
  const started = performance.now()
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
  const url = new URL(req.url ?? '/', 'http://localhost')
  return requestContext.run({ requestId }, async () => {
    const found = await answerOrNull(handler, req, url)
    if (!found) {
      req.headers[REQUEST_ID_HEADER] = requestId // the same id as the lines already written
      return false
    }
    const ms = Math.round(performance.now() - started)
    logRequestLine(found.payload, { method: 'GET', path: url.pathname, status: found.answer.status, ms })
    res.setHeader(REQUEST_ID_HEADER, requestId)
    write(req, res, found.answer, compress)
    return true
  })
}

/**
 * The pages-router route `page` (e.g. '/api/consultants/[id]') for one of the busiest reads, answered
 * without building a web Request and Payload's request (locale, query parsing, endpoint matching), which
 * cost more than the read itself when its answer comes from memory. Whatever the handler leaves (null, an
 * error, another method) goes through Payload's REST route like any other request.
 * The route also registers itself for the web server (scripts/serve.mjs), which then answers its GETs
 * without Next's router in front, and leaves to Next whatever the handler leaves.
 */
export function directRoute(page: string, handler: DirectHandler) {
  registerDirectRoute(page, (req, res) => answer(handler, req, res, true))
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if ((req.method === 'GET' || req.method === 'HEAD') && (await answer(handler, req, res, false))) return
    return forwardToRestApi(req, res)
  }
}

/** A read whose JSON is the same for every viewer; null when there is nothing public to show. */
export function publicRead(read: (payload: Payload, url: URL) => Promise<string | null>): DirectHandler {
  return async ({ payload, url }) => {
    const body = await read(payload, url)
    return body === null ? null : { status: 200, headers: { 'content-type': 'application/json' }, body }
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
