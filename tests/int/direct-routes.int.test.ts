import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { submittedConsultant } from '../helpers/application'
import { publishedConsultant } from '../helpers/availability'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { serveNodeRoute, type NodeRoute } from '../helpers/nodeServer'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import threadRoute from '@/pages/api/chat/conversations/[conversationId]'
import conversationsRoute from '@/pages/api/chat/conversations'
import listRoute from '@/pages/api/consultants'
import profileRoute from '@/pages/api/consultants/[id]'
import { serverUrl } from '@/server/env'
import { directRoute } from '@/server/http/directRoute'
import { directRouteFor } from '@/server/http/directRouteRegistry'
import { frontDoor } from '../../scripts/lib/frontDoor.mjs'

// The pages-router routes that answer the busiest reads directly, served by a plain Node server that routes
// paths as Next does and hands them Node's request and response: each must answer what Payload's REST route
// answers, and leave to it whatever it cannot answer.
const ROUTES: Array<[RegExp, NodeRoute]> = [
  [/^\/api\/consultants$/, listRoute],
  [/^\/api\/consultants\/[^/]+$/, profileRoute],
  [/^\/api\/chat\/conversations$/, conversationsRoute],
  [/^\/api\/chat\/conversations\/[^/]+$/, threadRoute],
]
const pagesRouter: NodeRoute = (req, res) =>
  ROUTES.find(([pattern]) => pattern.test(new URL(req.url ?? '/', 'http://x').pathname))![1](req, res)

let payload: Payload
let origin: string
/** The same routes behind the production web server's front door (scripts/serve.mjs). */
let frontOrigin: string
const servers: Array<{ close: () => Promise<void> }> = []

async function serve(route: NodeRoute) {
  const server = await serveNodeRoute(route)
  servers.push(server)
  return server.origin
}

beforeAll(async () => {
  payload = await testPayload()
  origin = await serve(pagesRouter)
  frontOrigin = await serve(
    frontDoor({
      handle: pagesRouter,
      headersOf: () => [
        ['X-Content-Type-Options', 'nosniff'],
        ['Vary', 'Sec-CH-Prefers-Color-Scheme'],
      ],
      onError: (error: unknown) => {
        throw error
      },
    }),
  )
})

afterAll(() => Promise.all(servers.map((server) => server.close())))

let levelBefore = 'info'
afterEach(() => {
  vi.restoreAllMocks()
  payload.logger.level = levelBefore
})

// What the logger writes to stdout while a test runs.
function captureLogs(): () => Array<Record<string, unknown>> {
  const lines: string[] = []
  levelBefore = payload.logger.level
  payload.logger.level = 'info'
  const write = process.stdout.write.bind(process.stdout)
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    lines.push(
      ...String(chunk)
        .split('\n')
        .filter((line) => line.startsWith('{')),
    )
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  })
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** The same request through the direct route and through Payload's REST route. */
async function both(path: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
  const direct = await fetch(`${origin}${path}`, { headers })
  const text = await direct.text()
  const viaPayload = await rest('GET', path, { token })
  return { direct, text, viaPayload }
}

function expectSameAnswer({ direct, text, viaPayload }: Awaited<ReturnType<typeof both>>) {
  expect(direct.status).toBe(viaPayload.status)
  expect(JSON.parse(text)).toEqual(viaPayload.json)
  expect(direct.headers.get('content-type')).toBe(viaPayload.headers.get('content-type'))
  expect(direct.headers.get('cache-control')).toBe(viaPayload.headers.get('cache-control'))
}

describe('the direct routes of the public consultant reads', () => {
  it('answer the list as Payload’s route does, tagged and logged with the request id', async () => {
    await publishedConsultant(payload)
    const logged = captureLogs()
    const direct = await fetch(`${origin}/api/consultants?limit=3&sort=newest`, {
      headers: { 'x-request-id': 'direct-list-1' },
    })
    const body = await direct.text()
    const viaPayload = await rest('GET', '/api/consultants?limit=3&sort=newest')
    expectSameAnswer({ direct, text: body, viaPayload })
    expect(direct.status).toBe(200)
    expect((JSON.parse(body) as { consultants: unknown[] }).consultants.length).toBeGreaterThan(0)
    expect(direct.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(direct.headers.get('x-request-id')).toBe('direct-list-1')
    const lines = logged()
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', requestId: 'direct-list-1', path: '/api/consultants', status: 200 }),
    )
    // The query string (search words) never reaches the log.
    expect(JSON.stringify(lines)).not.toContain('sort=newest')
  })

  it('write the request line at the logger’s level of the moment', async () => {
    const logged = captureLogs()
    payload.logger.level = 'warn'
    await fetch(`${origin}/api/consultants?limit=1`, { headers: { 'x-request-id': 'direct-quiet-1' } })
    payload.logger.level = 'info'
    await fetch(`${origin}/api/consultants?limit=1`, { headers: { 'x-request-id': 'direct-loud-1' } })
    const ids = logged().map((line) => line.requestId)
    expect(ids).toContain('direct-loud-1')
    expect(ids).not.toContain('direct-quiet-1')
  })

  it('answer a published profile as Payload’s route does, and HEAD without a body', async () => {
    const consultant = await publishedConsultant(payload)
    const found = await both(`/api/consultants/${consultant.shortId}`)
    expect(found.direct.status).toBe(200)
    expectSameAnswer(found)
    const head = await fetch(`${origin}/api/consultants/${consultant.shortId}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('leave a profile that is not public to Payload’s route: 404 for visitors, the preview for its owner', async () => {
    const hidden = await submittedConsultant(payload)
    const logged = captureLogs()
    const visitor = await fetch(`${origin}/api/consultants/${hidden.userShortId}`, {
      headers: { 'x-request-id': 'direct-hidden-1' },
    })
    expect(visitor.status).toBe(404)
    expect(visitor.headers.get('x-request-id')).toBe('direct-hidden-1')
    expect(logged()).toContainEqual(expect.objectContaining({ requestId: 'direct-hidden-1', status: 404 }))
    const owner = await both(`/api/consultants/${hidden.userShortId}`, await tokenFor(payload, hidden))
    expect(owner.direct.status).toBe(200)
    expectSameAnswer(owner)
    expect(JSON.parse(owner.text)).toMatchObject({ preview: true, userId: hidden.id })
  })

  it('leave other methods, and a read that fails, to Payload’s route', async () => {
    const post = await fetch(`${origin}/api/consultants`, { method: 'POST', body: '{}' })
    expect(post.status).toBe((await rest('POST', '/api/consultants', { body: {} })).status)
    const failing = await serve(directRoute('/api/failing', () => Promise.reject(new Error('the read failed'))))
    const answer = await fetch(`${failing}/api/consultants?limit=2`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual((await rest('GET', '/api/consultants?limit=2')).json)
  })
})

describe('the direct routes of the conversation list and thread', () => {
  let consultee: User
  let consultant: User
  let conversationId: number
  const token = new Map<number, string>()

  beforeAll(async () => {
    consultee = await createUser(payload, { role: 'USER' })
    consultant = await createUser(payload, { role: 'CONSULTANT' })
    for (const user of [consultee, consultant]) token.set(user.id, await tokenFor(payload, user))
    const sent = await rest('POST', '/api/chat/send-message', {
      token: token.get(consultee.id),
      body: { role: 'USER', message: 'Hello there', userId: consultee.id, consultantId: consultant.id },
    })
    expect(sent.status).toBe(201)
    conversationId = (sent.json as { conversationId: number }).conversationId
  })

  it('answer each participant as Payload’s route does, never stored by a cache', async () => {
    for (const user of [consultee, consultant]) {
      const lists = await both('/api/chat/conversations?limit=5', token.get(user.id))
      expect(lists.direct.status).toBe(200)
      expectSameAnswer(lists)
      expect(lists.direct.headers.get('cache-control')).toBe('no-store')
      expect(JSON.parse(lists.text)).toMatchObject({ conversations: [expect.objectContaining({ conversationId })] })
      await rest('GET', `/api/chat/conversations/${conversationId}`, { token: token.get(user.id) }) // marks it read
      const thread = await both(`/api/chat/conversations/${conversationId}?limit=5`, token.get(user.id))
      expect(thread.direct.status).toBe(200)
      expectSameAnswer(thread)
    }
  })

  it('answer a signed-in cookie too, and refuse what Payload’s route refuses, with its status and message', async () => {
    // The session cookie counts from our own origin only (Payload's CSRF rule), as through Payload's route.
    const cookie = `payload-token=${token.get(consultee.id)}`
    const from = (origin_: string) =>
      fetch(`${origin}/api/chat/conversations`, { headers: { cookie, origin: origin_ } }).then((r) => r.status)
    expect(await from(serverUrl())).toBe(200)
    expect(await from('https://evil.example')).toBe(401)
    const stranger = await createUser(payload, { role: 'USER' })
    const cases: Array<[string, string | undefined]> = [
      ['/api/chat/conversations', undefined],
      [`/api/chat/conversations/${conversationId}`, undefined],
      [`/api/chat/conversations/${conversationId}`, await tokenFor(payload, stranger)],
      ['/api/chat/conversations/999999999', token.get(consultee.id)],
      ['/api/chat/conversations/not-a-number', token.get(consultee.id)],
      ['/api/chat/conversations?limit=0', token.get(consultee.id)],
      [`/api/chat/conversations?role=CONSULTANT&id=${consultee.id}`, token.get(consultee.id)],
    ]
    const statuses: number[] = []
    for (const [path, as] of cases) {
      const answer = await both(path, as)
      expectSameAnswer(answer)
      statuses.push(answer.direct.status)
    }
    expect(statuses).toEqual([401, 401, 403, 404, 404, 400, 403])
  })
})

describe('the direct routes behind the web server’s front door', () => {
  it('register themselves under their pages-router paths', () => {
    expect(directRouteFor('/api/consultants')).toBeTypeOf('function')
    expect(directRouteFor('/api/consultants/abc')).toBeTypeOf('function')
    expect(directRouteFor('/api/chat/conversations')).toBeTypeOf('function')
    expect(directRouteFor('/api/chat/conversations/12')).toBeTypeOf('function')
    expect(directRouteFor('/api/consultations/create')).toBeNull()
  })

  it('answer what they answer through Next, gzip-compressed as Next compresses, with the fixed headers', async () => {
    // Enough cards for a list of more than 1 kB, from which Next compresses.
    const published = await Promise.all(Array.from({ length: 8 }, () => publishedConsultant(payload)))
    const consultant = published[0]!
    const reader = await createUser(payload, { role: 'USER' })
    const auth = { authorization: `JWT ${await tokenFor(payload, reader)}` }
    const encodings: Array<string | null> = []
    for (const [path, headers] of [
      ['/api/consultants?limit=20', {}],
      [`/api/consultants/${consultant.shortId}`, {}],
      ['/api/chat/conversations', auth],
    ] as const) {
      const viaNext = await fetch(`${origin}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } })
      const raw = await fetch(`${frontOrigin}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } })
      const text = await raw.text()
      expect([raw.status, text]).toEqual([viaNext.status, await viaNext.text()])
      expect(raw.headers.get('content-type')).toBe(viaNext.headers.get('content-type'))
      expect(raw.headers.get('content-encoding')).toBeNull()
      expect(raw.headers.get('x-content-type-options')).toBe('nosniff')
      expect(raw.headers.get('vary')).toBe('Sec-CH-Prefers-Color-Scheme, Accept-Encoding')
      const zipped = await fetch(`${frontOrigin}${path}`, { headers: { ...headers, 'accept-encoding': 'gzip' } })
      encodings.push(zipped.headers.get('content-encoding'))
      expect(zipped.headers.get('content-encoding')).toBe(Buffer.byteLength(text) >= 1024 ? 'gzip' : null)
      expect(await zipped.text()).toBe(text) // fetch unzips it
    }
    expect(encodings[0]).toBe('gzip')
  })

  it('leave to Next what they cannot answer: another method, a profile that is not public, no sign-in', async () => {
    const hidden = await submittedConsultant(payload)
    const visitor = await fetch(`${frontOrigin}/api/consultants/${hidden.userShortId}`, {
      headers: { 'x-request-id': 'front-hidden-1' },
    })
    expect(visitor.status).toBe(404)
    expect(visitor.headers.get('x-request-id')).toBe('front-hidden-1')
    expect((await fetch(`${frontOrigin}/api/chat/conversations`)).status).toBe(401)
    const post = await fetch(`${frontOrigin}/api/consultants`, { method: 'POST', body: '{}' })
    expect(post.status).toBe((await rest('POST', '/api/consultants', { body: {} })).status)
  })
})
