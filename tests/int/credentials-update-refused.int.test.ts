import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { freshAddress } from '../helpers/emailChange'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

// The generic update (REST, GraphQL, the admin panel, Local API calls made for a user) sets an email or a
// password only for an ADMIN; everyone else uses the email change and the password change.
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })
const login = (email: string, password = TEST_PASSWORD) =>
  rest('POST', '/api/auth/login', { body: { email, password } })

/** The body the admin panel's edit form sends: multipart form data with the document as JSON in `_payload`. */
async function panelForm(data: Record<string, unknown>) {
  const encoded = new Response(
    (() => {
      const form = new FormData()
      form.append('_payload', JSON.stringify(data))
      return form
    })(),
  )
  return { contentType: encoded.headers.get('content-type') ?? '', bytes: new Uint8Array(await encoded.arrayBuffer()) }
}

describe('REST PATCH /api/users/{id}', () => {
  it.each([
    ['USER', { email: 'taken-over@example.com' }, 'email'],
    ['CONSULTANT', { password: 'Other#Pass22' }, 'password'],
    ['USER', { email: 'both@example.com', password: 'Other#Pass22', firstName: 'Eve' }, 'email'],
  ] as const)('refuses a %s’s own %o with 403 and writes nothing', async (role, body, path) => {
    const user = await createUser(payload, { role, firstName: 'Ann' })
    const { status, json } = await rest('PATCH', `/api/users/${user.id}`, {
      token: await tokenFor(payload, user),
      body,
    })
    expect(status).toBe(403)
    expect(json).toMatchObject({ code: 'CREDENTIALS_NOT_EDITABLE', message: expect.stringMatching(/account settings/) })
    expect(json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
    expect(await reload(user)).toMatchObject({ email: user.email, firstName: 'Ann' })
    expect((await login(user.email)).status).toBe(200)
  })

  it('lets a form that sends the unchanged address back save the other fields', async () => {
    const user = await createUser(payload)
    const body = { email: user.email.toUpperCase(), firstName: 'Same' }
    const { status } = await rest('PATCH', `/api/users/${user.id}`, { token: await tokenFor(payload, user), body })
    expect(status).toBe(200)
    expect((await reload(user)).firstName).toBe('Same')
  })

  it('refuses the bulk update too', async () => {
    const user = await createUser(payload)
    const { status } = await rest('PATCH', `/api/users?where[id][equals]=${user.id}`, {
      token: await tokenFor(payload, user),
      body: { email: freshAddress() },
    })
    expect(status).toBe(403)
    expect((await reload(user)).email).toBe(user.email)
  })
})

describe('GraphQL updateUser', () => {
  it('refuses a consultee and a consultant their own email; nothing changes', async () => {
    for (const role of ['USER', 'CONSULTANT'] as const) {
      const user = await createUser(payload, { role })
      const mutation = `mutation { updateUser(id: ${user.id}, data: { email: "${freshAddress()}" }) { email } }`
      const { json } = await graphql(mutation, await tokenFor(payload, user))
      expect(json.errors ?? json.message).toBeDefined()
      expect((await reload(user)).email).toBe(user.email)
    }
  })
})

describe('Local API for a user (overrideAccess: false)', () => {
  it('rejects a consultant’s email and password with 403', async () => {
    const user = await createUser(payload, { role: 'CONSULTANT' })
    for (const data of [{ email: freshAddress() }, { password: 'Other#Pass22' }]) {
      const update = payload.update({ collection: 'users', id: user.id, data, user, overrideAccess: false })
      await expect(update).rejects.toMatchObject({ status: 403 })
    }
    expect((await reload(user)).email).toBe(user.email)
    expect((await login(user.email)).status).toBe(200)
  })
})

describe('admin panel', () => {
  it('an ADMIN changes another account’s email and password', async () => {
    const admin = await createUser(payload, { role: 'ADMIN' })
    const target = await createUser(payload)
    const newEmail = freshAddress()
    const { contentType, bytes } = await panelForm({ email: newEmail, password: 'Panel#Pass22' })
    const { status } = await rest('PATCH', `/api/users/${target.id}?depth=0`, {
      body: bytes,
      headers: { ...(await sessionHeaders(admin)), 'content-type': contentType },
    })
    expect(status).toBe(200)
    expect((await reload(target)).email).toBe(newEmail)
    expect((await login(newEmail, 'Panel#Pass22')).status).toBe(200)
  })

  it('a REVIEWER or EDITOR changes their own password there, but not another account', async () => {
    for (const role of ['REVIEWER', 'EDITOR'] as const) {
      const staff = await createUser(payload, { role })
      const other = await createUser(payload)
      const headers = { ...(await sessionHeaders(staff)) }
      const { contentType, bytes } = await panelForm({ email: staff.email, password: 'Panel#Pass22' })
      const own = await rest('PATCH', `/api/users/${staff.id}?depth=0`, {
        body: bytes,
        headers: { ...headers, 'content-type': contentType },
      })
      expect(own.status).toBe(200)
      expect((await login(staff.email, 'Panel#Pass22')).status).toBe(200)
      const theirs = await rest('PATCH', `/api/users/${other.id}?depth=0`, {
        body: { email: freshAddress() },
        headers,
      })
      expect([403, 404]).toContain(theirs.status)
      expect((await reload(other)).email).toBe(other.email)
    }
  })
})
