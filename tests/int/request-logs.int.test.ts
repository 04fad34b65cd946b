import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { logSink } from '@/server/logging/loggerConfig'

let payload: Payload
let lines: string[] = []
let levelBefore = 'info'

beforeAll(async () => {
  payload = await testPayload()
})

// What the logger really hands to stdout's destination, while this test runs, at info level.
function captureLogs() {
  lines = []
  levelBefore = payload.logger.level
  payload.logger.level = 'info'
  const sink = logSink()
  const write = sink.write.bind(sink)
  vi.spyOn(sink, 'write').mockImplementation((chunk: string) => {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    return write(chunk)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  payload.logger.level = levelBefore
})

const entries = () =>
  lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)

describe('request logs', () => {
  it('log a login as JSON lines with the request id and no email, name, password, token or cookie', async () => {
    const user = await createUser(payload, { firstName: 'Marlene', lastName: 'Oberholzer' })
    captureLogs()
    const ok = await rest('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { 'x-request-id': 'login-ok-1', cookie: 'NEXT_LOCALE=de; session-hint=cookie-secret-value' },
    })
    const wrong = await rest('POST', '/api/auth/login', {
      body: { email: user.email, password: 'Wrong#Password1' },
      headers: { 'x-request-id': 'login-wrong-1', authorization: 'JWT header-secret-value' },
    })
    const unknown = await rest('POST', '/api/auth/login', {
      body: { email: 'nobody.known@example.com', password: TEST_PASSWORD },
    })
    expect([ok.status, wrong.status, unknown.status]).toEqual([200, 401, 401])
    expect(ok.headers.get('x-request-id')).toBe('login-ok-1')
    expect(wrong.headers.get('x-request-id')).toBe('login-wrong-1')
    expect(unknown.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    const logged = entries()
    expect(logged.length).toBe(lines.filter((line) => line.includes('"level"')).length)
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', requestId: 'login-ok-1', path: '/api/auth/login', status: 200 }),
        expect.objectContaining({ requestId: 'login-wrong-1', method: 'POST', status: 401 }),
        expect.objectContaining({ requestId: unknown.headers.get('x-request-id'), status: 401 }),
      ]),
    )
    const token = String(ok.json.token)
    const all = lines.join('\n')
    for (const secret of [
      user.email,
      'nobody.known@example.com',
      'Marlene',
      'Oberholzer',
      TEST_PASSWORD,
      'Wrong#Password1',
      token,
      'cookie-secret-value',
      'header-secret-value',
    ]) {
      expect(all).not.toContain(secret)
    }
  })

  it("log Payload's own REST and GraphQL operations too, without the query string", async () => {
    const user = await createUser(payload)
    const staff = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    captureLogs()
    const me = await rest('GET', '/api/users/me?code=123456', { headers: { 'x-request-id': 'users-me-1' } })
    const query = await graphql('{ Users { totalDocs } }', staff)
    expect(me.status).toBe(200)
    expect(me.headers.get('x-request-id')).toBe('users-me-1')
    expect(query.status).toBe(200)
    expect(entries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ requestId: 'users-me-1', method: 'GET', path: '/api/users/me', status: 200 }),
        expect.objectContaining({ method: 'POST', path: '/api/graphql', status: 200 }),
      ]),
    )
    expect(lines.join('\n')).not.toContain('123456')
    expect(lines.join('\n')).not.toContain(user.email)
  })

  it('mask personal data and secrets that code passes to the logger by key and by shape', async () => {
    captureLogs()
    payload.logger.error(
      {
        user: { email: 'kim.lee@example.com', firstName: 'Kimberly' },
        password: 'Hunter#2026',
        err: new Error('duplicate key value: Key (email)=(kim.lee@example.com) already exists'),
      },
      'sign-up failed for kim.lee@example.com with token eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlX2hlcmU',
    )
    const [entry] = entries()
    expect(entry).toMatchObject({ level: 'error', user: { email: '[redacted]', firstName: '[redacted]' } })
    expect(lines.join('\n')).not.toMatch(/kim\.lee@example\.com|Kimberly|Hunter#2026|eyJhbGciOiJIUzI1NiJ9/)
  })
})
