import config from '@payload-config'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { restHandlers, restSlugOf, type RestMethod } from './restHandlers'

const handlers = restHandlers(config)

const METHODS = new Set<string>(Object.keys(handlers))

export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

function webRequestOf(req: IncomingMessage, method: RestMethod): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const hasBody = method !== 'GET' && method !== 'OPTIONS'
  return new Request(url, {
    method,
    headers: headersOf(req),
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: ServerResponse, response: Response, withBody: boolean): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (!withBody || !response.body) {
    res.end()
    return
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    // Small and whole: one write, with its Content-Length.
    res.end(Buffer.from(await response.arrayBuffer()))
    return
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res)
}

/**
 * Answers a request below /api with the very handlers of src/app/(payload)/api/[...slug] (Payload's
 * routing, our endpoints, their logging and outage answers). It exists because a pages-router API route
 * costs about a third of an app-router route handler per request in Next 16, which decides the latency
 * of the busiest reads; src/pages/api lists the paths served this way.
 */
export async function forwardToRestApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const requested = (req.method ?? 'GET').toUpperCase()
  const method = (requested === 'HEAD' ? 'GET' : requested) as RestMethod
  if (!METHODS.has(method)) {
    res.statusCode = 405
    res.setHeader('allow', [...METHODS, 'HEAD'].join(', '))
    res.end()
    return
  }
  const request = webRequestOf(req, method)
  const slug = restSlugOf(new URL(request.url).pathname)
  const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
  await send(res, response, requested !== 'HEAD')
}
