import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'

import { restHandlers, restSlugOf, type RestMethod } from '@/server/http/restHandlers'
import { withRouteLog } from '@/server/logging/withRouteLog'

// Payload's REST and GraphQL route handlers as src/app/(payload)/api serves them, called in-process.
const handlers = restHandlers(config)

const BASE = 'http://localhost:3000'

/** Bytes sent as they are (an upload), not as JSON; a stream is sent chunk by chunk. */
type RawBody = Uint8Array | Blob | ReadableStream<Uint8Array>

const isRawBody = (body: unknown): body is RawBody =>
  body instanceof Uint8Array || body instanceof Blob || body instanceof ReadableStream

export async function rest(
  method: Exclude<RestMethod, 'OPTIONS'>,
  pathname: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string; bytes: Uint8Array; headers: Headers }> {
  const raw = isRawBody(body)
  const request = new Request(`${BASE}${pathname}`, {
    method,
    headers: {
      'content-type': raw ? 'application/octet-stream' : 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: (body === undefined || raw || typeof body === 'string' ? body : JSON.stringify(body)) as BodyInit,
    // Node's fetch needs this to send a stream as a request body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const response = await handlers[method](request, {
    params: Promise.resolve({ slug: restSlugOf(pathname.split('?')[0]!) }),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let json: Record<string, unknown> = {}
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    // an HTML answer (e.g. the page that ends the sign-in redirect chain): read it from `text`
  }
  return { status: response.status, json, text, bytes, headers: response.headers }
}

const graphqlHandler = withRouteLog(config, GRAPHQL_POST(config))

export async function graphql(query: string, token?: string) {
  const request = new Request(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query }),
  })
  const response = await graphqlHandler(request)
  return {
    status: response.status,
    json: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
  }
}
