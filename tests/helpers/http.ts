import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

// Payload's own REST and GraphQL route handlers, called in-process with real Requests.
const handlers = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  PUT: REST_PUT(config),
  DELETE: REST_DELETE(config),
}

const BASE = 'http://localhost:3000'

function slugOf(pathname: string): string[] {
  return pathname
    .replace(/^\/api\//, '')
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
}

export async function rest(
  method: keyof typeof handlers,
  pathname: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown>; text: string; headers: Headers }> {
  const request = new Request(`${BASE}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handlers[method](request, { params: Promise.resolve({ slug: slugOf(pathname) }) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    // an HTML answer (e.g. the page that ends the sign-in redirect chain): read it from `text`
  }
  return { status: response.status, json, text, headers: response.headers }
}

const graphqlHandler = GRAPHQL_POST(config)

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
