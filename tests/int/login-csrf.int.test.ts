import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { graphql, rest, SITE_ORIGIN } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

// A form on another site can post text/plain to any URL and the browser keeps the cookie it is answered
// with: every answer that sets a session must refuse such a request before doing anything.
const FOREIGN = 'https://evil.example'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })
const sessionsOf = async (user: User) => (await reload(user)).sessions ?? []
const credentials = (user: User) => JSON.stringify({ email: user.email, password: TEST_PASSWORD })

/** The request a cross-site form sends: no preflight, text/plain, its own site as Origin. */
const formPost = (path: string, body: string) =>
  rest('POST', path, { body, origin: FOREIGN, headers: { 'content-type': 'text/plain' } })

describe.each(['/api/auth/login', '/api/users/login'])('POST %s', (path) => {
  it('refuses a form on another site (text/plain): 403, no cookie, no session, no login attempt', async () => {
    const user = await createUser(payload)
    const answer = await formPost(path, credentials(user))
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(answer.text).toContain('This request must come from the CareerBridge site itself.')
    expect(answer.text).not.toContain('"token"')
    expect(await sessionsOf(user)).toHaveLength(0)
    // Not even a wrong password counts towards the lock: nothing was tried.
    await formPost(path, JSON.stringify({ email: user.email, password: 'Wrong#Pass1' }))
    expect((await reload(user)).loginAttempts ?? 0).toBe(0)
  })

  it('refuses JSON from another site and JSON without an Origin with 403', async () => {
    const user = await createUser(payload)
    for (const origin of [FOREIGN, null, 'null']) {
      const answer = await rest('POST', path, { body: { email: user.email, password: TEST_PASSWORD }, origin })
      expect(answer.status).toBe(403)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect(await sessionsOf(user)).toHaveLength(0)
  })

  it('refuses text/plain and form bodies from our own origin with 415', async () => {
    const user = await createUser(payload)
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await rest('POST', path, {
        body: contentType === 'text/plain' ? credentials(user) : `email=${encodeURIComponent(user.email)}`,
        headers: { 'content-type': contentType },
      })
      expect(answer.status).toBe(415)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect(await sessionsOf(user)).toHaveLength(0)
  })

  it('signs in with JSON from our own origin', async () => {
    const user = await createUser(payload)
    const answer = await rest('POST', path, { body: { email: user.email, password: TEST_PASSWORD } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/^payload-token=/)
    expect(await sessionsOf(user)).toHaveLength(1)
  })
})

describe('Payload’s /api/users/login from the admin panel', () => {
  it('signs in with the multipart form of the admin panel from our own origin', async () => {
    const user = await createUser(payload, { role: 'ADMIN' })
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: user.email, password: TEST_PASSWORD }))
    const encoded = new Response(form)
    const answer = await rest('POST', '/api/users/login', {
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/^payload-token=/)
  })
})

describe('our POST /api/auth/login answers in the error shape of API.md', () => {
  it.each([
    [FOREIGN, 'application/json', 403, 'ORIGIN_FOREIGN'],
    [null, 'application/json', 403, 'ORIGIN_MISSING'],
    [SITE_ORIGIN, 'text/plain', 415, 'JSON_REQUIRED'],
  ])('Origin %s, %s → %i %s', async (origin, contentType, status, code) => {
    const user = await createUser(payload)
    const answer = await rest('POST', '/api/auth/login', {
      body: credentials(user),
      origin,
      headers: { 'content-type': contentType, cookie: 'NEXT_LOCALE=de' },
    })
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ code, message: expect.stringMatching(/^(Diese|Bitte) /) })
  })
})

describe('Payload’s refresh-token', () => {
  it('renews from our own origin with an empty body, as the admin panel sends it', async () => {
    const token = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    const answer = await rest('POST', '/api/users/refresh-token', { token, headers: { 'content-type': '' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(/^payload-token=/)
  })

  it.each([
    ['another site', FOREIGN, 'application/json', 403],
    ['no Origin', null, 'application/json', 403],
    ['a text/plain body', SITE_ORIGIN, 'text/plain', 415],
  ])('refuses %s without a new cookie', async (_name, origin, contentType, status) => {
    const token = await tokenFor(payload, await createUser(payload))
    const answer = await rest('POST', '/api/users/refresh-token', {
      token,
      origin,
      body: '{}',
      headers: { 'content-type': contentType },
    })
    expect(answer.status).toBe(status)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })
})

describe('Payload’s reset-password (it signs in with the new password)', () => {
  it('refuses another site before the token is even looked at', async () => {
    const answer = await formPost('/api/users/reset-password', JSON.stringify({ token: 'x', password: 'New#Pass2026' }))
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('takes JSON from our own origin to Payload, which then judges the token', async () => {
    const answer = await rest('POST', '/api/users/reset-password', { body: { token: 'x', password: 'New#Pass2026' } })
    expect(answer.text).not.toContain('CareerBridge site itself')
    expect(answer.status).not.toBe(415)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })
})

describe('GraphQL loginUser (staff only at all)', () => {
  const loginUser = (user: User) =>
    `mutation { loginUser(email: "${user.email}", password: "${TEST_PASSWORD}") { token } }`

  it('refuses a foreign Origin even for a staff caller, and signs in from our own', async () => {
    const staff = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    const target = await createUser(payload)
    const refused = await graphql(loginUser(target), staff, { origin: FOREIGN })
    expect(refused.json.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await sessionsOf(target)).toHaveLength(0)

    const allowed = await graphql(loginUser(target), staff)
    expect(allowed.json.errors).toBeUndefined()
    expect(await sessionsOf(target)).toHaveLength(1)
  })
})
