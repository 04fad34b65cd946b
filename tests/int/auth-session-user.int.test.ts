import { JWTAuthentication, type Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { clearCachedSessionUsers } from '@/server/auth/cachedSessionUser'
import type { User } from '@/payload-types'

const ORIGIN = 'http://localhost:3000'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => clearCachedSessionUsers())
afterEach(() => vi.restoreAllMocks())

const jwtHeaders = (token: string) => new Headers({ authorization: `JWT ${token}` })
const signedIn = async (token: string) => (await payload.auth({ headers: jwtHeaders(token) })).user

async function loggedInCookie(user: User): Promise<string> {
  const login = await rest('POST', '/api/auth/login', { body: { email: user.email, password: 'Test#2026pw' } })
  return login.headers.get('set-cookie')?.split(';')[0] ?? ''
}

describe('the signed-in user of a request', () => {
  it('is the user Payload’s own JWT strategy reads, the first time and again from memory', async () => {
    const user = await createUser(payload, { role: 'CONSULTANT', firstName: 'Ada', timezone: 'Europe/Berlin' })
    const token = await tokenFor(payload, user)
    const own = await JWTAuthentication({ headers: jwtHeaders(token), payload, strategyName: 'local-jwt' })
    expect(own.user).toMatchObject({ id: user.id, collection: 'users', _strategy: 'local-jwt' })

    const read = vi.spyOn(payload, 'findByID')
    expect(await signedIn(token)).toEqual(own.user)
    expect(read).toHaveBeenCalledTimes(1)
    expect(await signedIn(token)).toEqual(own.user)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('sees a change to the account at once, whether Payload or plain SQL made it', async () => {
    const user = await createUser(payload)
    const token = await tokenFor(payload, user)
    expect(await signedIn(token)).toMatchObject({ profileStatus: 'ACTIVE', firstName: null })

    await payload.update({ collection: 'users', id: user.id, data: { firstName: 'Renamed' } })
    expect(await signedIn(token)).toMatchObject({ firstName: 'Renamed' })
    await execute(payload, sql`UPDATE users SET profile_status = 'DATA_NOT_SUBMITTED' WHERE id = ${user.id}`)
    expect(await signedIn(token)).toMatchObject({ profileStatus: 'DATA_NOT_SUBMITTED' })
  })

  it('hands out a copy: changing one request’s user leaves the next request’s alone', async () => {
    const user = await createUser(payload, { role: 'USER' })
    const token = await tokenFor(payload, user)
    const first = (await signedIn(token))!
    first.role = 'ADMIN'
    expect(await signedIn(token)).toMatchObject({ role: 'USER' })
  })

  it('has its relationships as ids', async () => {
    const referrer = await createUser(payload)
    const user = await createUser(payload)
    await payload.update({ collection: 'users', id: user.id, data: { referredBy: referrer.id } })
    expect(await signedIn(await tokenFor(payload, user))).toMatchObject({ referredBy: referrer.id })
  })

  it('is nobody for a token signed with another secret', async () => {
    const user = await createUser(payload)
    const [header, body] = (await tokenFor(payload, user)).split('.')
    expect(await signedIn(`${header}.${body}.${'A'.repeat(43)}`)).toBeNull()
  })
})

describe('a remembered user loses the session', () => {
  it('on logout', async () => {
    const user = await createUser(payload)
    const cookie = await loggedInCookie(user)
    const headers = { cookie, origin: ORIGIN }
    expect((await rest('GET', '/api/auth/me', { headers })).status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers })).status).toBe(200)
    expect((await rest('POST', '/api/auth/logout', { headers })).status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers })).status).toBe(401)
  })

  it('when its session rows are deleted with plain SQL (account deletion)', async () => {
    const user = await createUser(payload)
    const token = await tokenFor(payload, user)
    expect(await signedIn(token)).toMatchObject({ id: user.id })
    await execute(payload, sql`DELETE FROM users_sessions WHERE _parent_id = ${user.id}`)
    expect(await signedIn(token)).toBeNull()
  })

  it('when the password is changed, in every other session', async () => {
    const user = await createUser(payload)
    const other = { cookie: await loggedInCookie(user), origin: ORIGIN }
    const current = { cookie: await loggedInCookie(user), origin: ORIGIN }
    expect((await rest('GET', '/api/auth/me', { headers: other })).status).toBe(200)
    const changed = await rest('POST', '/api/auth/change-password', {
      headers: current,
      body: { currentPassword: 'Test#2026pw', newPassword: 'Other#Pass22' },
    })
    expect(changed.status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers: other })).status).toBe(401)
  })
})
