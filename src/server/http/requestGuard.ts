import type { SanitizedConfig } from 'payload'

import { readLimitedBody } from './readLimitedBody'
import { Refusal, text } from './refusal'
import { refusalResponse } from './refusalAnswer'
import { routesMatching, type RestRoute } from './restRoutes'
import { BODY_LIMIT_BYTES, hasUnreadableUrlBytes, isJsonContentType, jsonBodyProblem } from '@/domain/http'
import type { MessageKey } from '@/server/i18n'

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The answer of a refusal here, in front of Payload, where no error handling of its own runs. */
function refusal(
  request: Request,
  status: number,
  code: string,
  key: MessageKey<'api'>,
  headers?: Record<string, string>,
): Response {
  return refusalResponse(new Refusal(status, code, text('api', key), { headers }), request)
}

/** Multipart to an upload collection and raw file uploads keep their own, larger limits. */
function keepsOwnLimit(routes: RestRoute[], method: string, contentType: string | null): boolean {
  const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/')
  return routes.some(
    (route) => route.method === method && (route.ownBodyLimit || (multipart && route.uploadCollection)),
  )
}

/** The body checked and held in memory, or the 400/413 answer that refuses it. */
async function checkedBody(request: Request): Promise<Uint8Array | Response> {
  const body = await readLimitedBody(request, BODY_LIMIT_BYTES)
  if (body.kind === 'tooLarge') return refusal(request, 413, 'BODY_TOO_LARGE', 'bodyTooLarge')
  if (!isJsonContentType(request.headers.get('content-type'))) return body.bytes
  const problem = jsonBodyProblem(body.bytes)
  if (problem === 'MALFORMED_JSON') return refusal(request, 400, problem, 'malformedJson')
  if (problem === 'BODY_NOT_OBJECT') return refusal(request, 400, problem, 'bodyNotObject')
  if (problem === 'NUL_IN_BODY') return refusal(request, 400, 'INVALID_CHARACTERS', 'unreadableCharacters')
  return body.bytes
}

/** 405 with Allow: the methods the path has, HEAD with GET (Next answers HEAD with the GET handler), OPTIONS. */
export function methodNotAllowedAnswer(request: Request, methods: Iterable<string>): Response {
  const allowed = new Set(methods)
  if (allowed.has('GET')) allowed.add('HEAD')
  allowed.add('OPTIONS')
  return refusal(request, 405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', { Allow: [...allowed].sort().join(', ') })
}

/** 400 for a URL whose text cannot be read (NUL, invalid UTF-8), before anything parses it. */
export function unreadableUrlAnswer(request: Request): Response | null {
  const url = new URL(request.url)
  return hasUnreadableUrlBytes(url.pathname + url.search)
    ? refusal(request, 400, 'INVALID_CHARACTERS', 'unreadableCharacters')
    : null
}

function methodNotAllowed(request: Request, routes: RestRoute[]): Response | null {
  // Payload has no HEAD routes: a HEAD is a GET here.
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (!routes.length || routes.some((route) => route.method === method)) return null
  return methodNotAllowedAnswer(
    request,
    routes.map((route) => route.method),
  )
}

/**
 * In front of Payload's REST and GraphQL handlers, before anything is parsed or queried: a URL whose
 * text cannot be read (NUL, invalid UTF-8) answers 400; a body over 1 MiB answers 413 (uploads excepted);
 * a JSON body must be an object of readable text (400). With `methodNotAllowed`, a path that exists for
 * other methods answers 405 with Allow instead of Payload's 404. Routes Payload registers but cannot
 * serve (restRoutes' `served`) answer 404.
 */
export function withRequestGuard<Rest extends unknown[]>(
  config: Promise<SanitizedConfig>,
  handler: Handler<Rest>,
  options: { methodNotAllowed?: boolean } = {},
): Handler<Rest> {
  return async (request, ...rest) => {
    const unreadable = unreadableUrlAnswer(request)
    if (unreadable) return unreadable
    const routes = routesMatching(await config, new URL(request.url).pathname)
    let forwarded = request
    if (!BODYLESS.has(request.method) && request.body) {
      if (!keepsOwnLimit(routes, request.method, request.headers.get('content-type'))) {
        const body = await checkedBody(request)
        if (body instanceof Response) return body
        forwarded = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: body as BodyInit,
          signal: request.signal,
        })
      }
    }
    const route = routes.find((candidate) => candidate.method === request.method)
    if (route && !route.served) return refusal(request, 404, 'NOT_FOUND', 'routeNotFound')
    const response = await handler(forwarded, ...rest)
    // Payload answers a path it has no route for with 501 ("Cannot GET …"): for a client that is a 404.
    if (response.status === 501) return refusal(request, 404, 'NOT_FOUND', 'routeNotFound')
    return (response.status === 404 && options.methodNotAllowed && methodNotAllowed(request, routes)) || response
  }
}
