import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'

import { graphqlPost } from '@/server/graphql/routes'
import { restHandlers, restSlugOf, type RestMethod } from '@/server/http/restHandlers'
import type { RestRoute } from '@/server/http/restRoutes'

// Payload's REST and GraphQL route handlers as src/app/(payload)/api serves them, called in-process.
const handlers = restHandlers(config)

type RouteModule = Partial<Record<RestMethod, (request: Request) => Promise<Response>>>

// API paths with a route handler of their own beside the catch-all, which Next serves before it.
const API_DIR = path.resolve(import.meta.dirname, '../../src/app/(payload)/api')

/** The handler Next serves `method` of the path (its `slug` below /api) with when a route file of its own has it. */
async function ownRouteHandler(method: RestMethod, slug: string[]) {
  const file = path.join(API_DIR, ...slug, 'route.ts')
  if (!file.startsWith(API_DIR + path.sep) || !fs.existsSync(file)) return null
  return ((await import(file)) as RouteModule)[method] ?? null
}

/** The routes of the route files of their own (static paths), in the shape of the Payload config's routes. */
export async function ownApiRoutes(): Promise<RestRoute[]> {
  const files = fs
    .readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts' && !file.includes('['))
  const routes = await Promise.all(
    files.map(async (file) => {
      const routePath = `/api/${path.dirname(file)}`
      const methods = Object.keys((await import(path.join(API_DIR, file))) as RouteModule)
      return methods
        .filter((method) => method !== 'OPTIONS')
        .map((method) => ({ method, path: routePath, ownBodyLimit: false, uploadCollection: false, served: true }))
    }),
  )
  return routes.flat()
}

const BASE = 'http://localhost:3000'
/** The site's own origin (SERVER_URL's default in tests), which a browser sends with every POST of the site. */
export const SITE_ORIGIN = BASE

/** Bytes sent as they are (an upload), not as JSON; a stream is sent chunk by chunk. */
type RawBody = Uint8Array | Blob | ReadableStream<Uint8Array>

const isRawBody = (body: unknown): body is RawBody =>
  body instanceof Uint8Array || body instanceof Blob || body instanceof ReadableStream

export async function rest(
  method: Exclude<RestMethod, 'OPTIONS'>,
  pathname: string,
  {
    token,
    body,
    headers = {},
    origin = method === 'GET' ? null : SITE_ORIGIN,
  }: {
    token?: string
    body?: unknown
    headers?: Record<string, string>
    /** The Origin header; by default the site's own on every method but GET, as a browser sends it; null for none. */
    origin?: string | null
  } = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string; bytes: Uint8Array; headers: Headers }> {
  const raw = isRawBody(body)
  const request = new Request(`${BASE}${pathname}`, {
    method,
    headers: {
      'content-type': raw ? 'application/octet-stream' : 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body: (body === undefined || raw || typeof body === 'string' ? body : JSON.stringify(body)) as BodyInit,
    // Node's fetch needs this to send a stream as a request body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const slug = restSlugOf(pathname.split('?')[0]!)
  const own = await ownRouteHandler(method, slug)
  const response = own ? await own(request) : await handlers[method](request, { params: Promise.resolve({ slug }) })
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

// The very handler src/app/(payload)/api/graphql/route.ts serves.
const graphqlHandler = graphqlPost(config)

export async function graphql(query: string, token?: string, headers: Record<string, string> = {}) {
  const request = new Request(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE_ORIGIN,
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query }),
  })
  const response = await graphqlHandler(request)
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as {
      data?: unknown
      errors?: { message: string; extensions?: { statusCode?: number } }[]
      message?: string
      code?: string
    },
  }
}
