import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { SHORT_ID_PATTERN } from '@/domain/ids'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let consulteeToken: string
let editor: User
let admin: User
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
  editor = await createUser(payload, { role: 'EDITOR', profileStatus: 'ACTIVE' })
  admin = await createUser(payload, { role: 'ADMIN', profileStatus: 'ACTIVE' })
  consulteeToken = await tokenFor(payload, consultee)
  adminToken = await tokenFor(payload, admin)
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })

describe('nobody makes themselves an admin', () => {
  it('REST: a consultee PATCHing their own role and status changes neither', async () => {
    const { status } = await rest('PATCH', `/api/users/${consultee.id}`, {
      token: consulteeToken,
      body: { role: 'ADMIN', profileStatus: 'ACTIVE', firstName: 'Mia' },
    })
    expect(status).toBe(200)
    const after = await reload(consultee)
    expect(after.role).toBe('USER')
    expect(after.firstName).toBe('Mia')
  })

  it('GraphQL: a consultee is turned away; an editor’s updateUser with role ADMIN leaves the role alone', async () => {
    const promote = (user: User) =>
      `mutation { updateUser(id: ${user.id}, data: { role: ADMIN, lastName: "Graph" }) { role lastName } }`
    expect((await graphql(promote(consultee), consulteeToken)).status).toBe(403)
    expect((await reload(consultee)).role).toBe('USER')

    const { json } = await graphql(promote(editor), await tokenFor(payload, editor))
    expect(json.errors).toBeUndefined()
    expect((await reload(editor)).role).toBe('EDITOR')
    expect((await reload(editor)).lastName).toBe('Graph')
  })

  it('panel path (Local API acting for a staff user): an editor cannot raise their own role', async () => {
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'ADMIN' },
      user: editor,
      overrideAccess: false,
    })
    expect((await reload(editor)).role).toBe('EDITOR')
  })

  it('REST: anonymous sign-up through the generated users endpoint is refused', async () => {
    const { status } = await rest('POST', '/api/users', {
      body: { email: 'intruder@example.com', password: 'Intrude#2026', role: 'ADMIN' },
    })
    expect(status).toBe(403)
    const found = await payload.find({ collection: 'users', where: { email: { equals: 'intruder@example.com' } } })
    expect(found.totalDocs).toBe(0)
  })

  it('REST: a consultee cannot change another user', async () => {
    const { status } = await rest('PATCH', `/api/users/${editor.id}`, {
      token: consulteeToken,
      body: { firstName: 'Hacked' },
    })
    expect([403, 404]).toContain(status)
    expect((await reload(editor)).firstName).not.toBe('Hacked')
  })

  it('REST: an admin can change a role', async () => {
    const target = await createUser(payload, { role: 'USER' })
    const { status } = await rest('PATCH', `/api/users/${target.id}`, { token: adminToken, body: { role: 'REVIEWER' } })
    expect(status).toBe(200)
    expect((await reload(target)).role).toBe('REVIEWER')
  })
})

describe('reading users', () => {
  it('a consultee sees only themselves in the users list', async () => {
    const { status, json } = await rest('GET', '/api/users', { token: consulteeToken })
    expect(status).toBe(200)
    expect((json.docs as User[]).map((user) => user.id)).toEqual([consultee.id])
  })

  it('anonymous visitors cannot list users', async () => {
    const { status } = await rest('GET', '/api/users')
    expect(status).toBe(403)
  })
})

describe('short ids and referral codes', () => {
  it('are generated on create, URL-safe and distinct', async () => {
    const users = await Promise.all([createUser(payload), createUser(payload), createUser(payload)])
    for (const user of users) {
      expect(user.userShortId).toMatch(SHORT_ID_PATTERN)
      expect(user.refCode).toMatch(SHORT_ID_PATTERN)
    }
    expect(new Set(users.map((user) => user.userShortId)).size).toBe(3)
  })

  it('cannot be changed through the API, not even by an admin', async () => {
    const target = await createUser(payload)
    await rest('PATCH', `/api/users/${target.id}`, {
      token: adminToken,
      body: { userShortId: 'aaaaaaaa', refCode: 'bbbbbbbb' },
    })
    const after = await reload(target)
    expect(after.userShortId).toBe(target.userShortId)
    expect(after.refCode).toBe(target.refCode)
  })
})

describe('profileStatus follows the transition table', () => {
  it('allows the reviewer approval APPLICATION_SUBMITTED → ACTIVE', async () => {
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'APPLICATION_SUBMITTED' })
    const { status } = await rest('PATCH', `/api/users/${applicant.id}`, {
      token: adminToken,
      body: { profileStatus: 'ACTIVE' },
    })
    expect(status).toBe(200)
    expect((await reload(applicant)).profileStatus).toBe('ACTIVE')
  })

  it('answers 409 for an illegal change over REST and leaves the status as it was', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const { status } = await rest('PATCH', `/api/users/${consultant.id}`, {
      token: adminToken,
      body: { profileStatus: 'ACTIVE' },
    })
    expect(status).toBe(409)
    expect((await reload(consultant)).profileStatus).toBe('REGISTERED')
  })

  it('rejects an illegal change through the Local API too', async () => {
    const consultee2 = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    await expect(
      payload.update({ collection: 'users', id: consultee2.id, data: { profileStatus: 'NOT_CONFIRMED' } }),
    ).rejects.toMatchObject({ status: 409 })
  })
})

describe('password rules hold on every route', () => {
  it.each([
    ['too short', 'Ab#1x'],
    ['no special character', 'Password123'],
    ['too long', 'Abcdefghij#1234567890'],
  ])('REST: an admin cannot create a user whose password is %s', async (_rule, password) => {
    const { status, json } = await rest('POST', '/api/users', {
      token: adminToken,
      body: { email: `weak-${password.length}-${Date.now()}@example.com`, password, role: 'USER' },
    })
    expect(status).toBe(400)
    expect(JSON.stringify(json)).toMatch(/password/i)
  })

  // Only an admin sets a password through this route (users themselves are refused: email-change.int.test.ts).
  it('REST: an admin cannot set a weak password on an account', async () => {
    const { status } = await rest('PATCH', `/api/users/${consultee.id}`, {
      token: adminToken,
      body: { password: 'weakpass' },
    })
    expect(status).toBe(400)
  })
})
