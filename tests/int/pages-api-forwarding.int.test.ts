import http from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD } from '../helpers/factories'
import { rest, SITE_ORIGIN } from '../helpers/http'
import { serveNodeRoute } from '../helpers/nodeServer'
import { testPayload } from '../helpers/payload'
import { forwardToRestApi } from '@/server/http/forwardToRestApi'

// src/pages/api routes answer through forwardToRestApi; here it serves a plain Node server, as Next's
// pages router hands it Node's request and response.
let payload: Payload
let server: Awaited<ReturnType<typeof serveNodeRoute>>
let origin: string

beforeAll(async () => {
  payload = await testPayload()
  server = await serveNodeRoute(forwardToRestApi)
  origin = server.origin
})

afterAll(() => server.close())

describe('a pages-router API route', () => {
  it('answers a GET exactly as the app router’s REST route does, with the request id', async () => {
    const path = '/api/consultants?limit=2&search=zzzz-no-such-word'
    const viaPages = await fetch(`${origin}${path}`, { headers: { 'x-request-id': 'forward-test-1' } })
    const viaApp = await rest('GET', path)
    expect(viaPages.status).toBe(viaApp.status)
    expect(await viaPages.json()).toEqual(viaApp.json)
    expect(viaPages.headers.get('content-type')).toBe(viaApp.headers.get('content-type'))
    expect(viaPages.headers.get('x-request-id')).toBe('forward-test-1')
  })

  it('passes route parameters and answers Payload’s 404 for a path no endpoint serves', async () => {
    const missing = await fetch(`${origin}/api/consultants/no-such-consultant-xyz`)
    expect(missing.status).toBe((await rest('GET', '/api/consultants/no-such-consultant-xyz')).status)
    expect(missing.status).toBe(404)
    const nowhere = await fetch(`${origin}/api/no-such-route/at-all`)
    expect(nowhere.status).toBe(404)
  })

  it('streams a request body to the endpoint and hands its cookie back', async () => {
    const user = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      // The site's origin (SERVER_URL), as the browser sends it: a login from anywhere else is refused.
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { user: { userId: number } }).user.userId).toBe(user.id)
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/^payload-token=[^;]+;.*HttpOnly/i)
  })

  it('answers HEAD with the GET status and no body', async () => {
    const response = await fetch(`${origin}/api/consultants?limit=1`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('refuses a method Payload has no route for with 405 and the allowed methods', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.request(`${origin}/api/consultants`, { method: 'TRACE' }, resolve).on('error', reject).end()
    })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('GET, POST, DELETE, PATCH, PUT, OPTIONS, HEAD')
    response.resume()
  })
})
