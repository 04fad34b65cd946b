import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

// Each user here is one legal step away from ACTIVE (DATA_NOT_SUBMITTED → ACTIVE), so the transition
// table would allow the change: only the field-level access keeps it out.
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })

/** The body the admin panel's edit form sends: multipart form data with the document as JSON in `_payload`. */
async function panelForm(data: Record<string, unknown>) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  const encoded = new Response(form)
  return {
    contentType: encoded.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await encoded.arrayBuffer()),
  }
}

describe('only an ADMIN changes role or profileStatus', () => {
  it('REST: a consultee cannot move their own profileStatus on, nor raise their role', async () => {
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })
    const { status } = await rest('PATCH', `/api/users/${consultee.id}`, {
      token: await tokenFor(payload, consultee),
      body: { role: 'ADMIN', profileStatus: 'ACTIVE', firstName: 'Rest' },
    })
    expect(status).toBe(200)
    const after = await reload(consultee)
    expect(after).toMatchObject({ role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED', firstName: 'Rest' })
  })

  it('GraphQL: a consultee is turned away; a reviewer’s updateUser leaves role and profileStatus alone', async () => {
    const promote = (user: User) =>
      `mutation { updateUser(id: ${user.id}, data: { role: ADMIN, profileStatus: ACTIVE, firstName: "Graph" }) { id } }`
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })
    expect((await graphql(promote(consultee), await tokenFor(payload, consultee))).status).toBe(403)
    expect(await reload(consultee)).toMatchObject({ role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })

    const reviewer = await createUser(payload, { role: 'REVIEWER', profileStatus: 'DATA_NOT_SUBMITTED' })
    const { json } = await graphql(promote(reviewer), await tokenFor(payload, reviewer))
    expect(json.errors).toBeUndefined()
    expect(await reload(reviewer)).toMatchObject({
      role: 'REVIEWER',
      profileStatus: 'DATA_NOT_SUBMITTED',
      firstName: 'Graph',
    })
  })

  it('admin panel: a reviewer saving their own user form with role ADMIN changes neither field', async () => {
    const reviewer = await createUser(payload, { role: 'REVIEWER', profileStatus: 'DATA_NOT_SUBMITTED' })
    const { contentType, bytes } = await panelForm({ role: 'ADMIN', profileStatus: 'ACTIVE', firstName: 'Panel' })
    const { status } = await rest('PATCH', `/api/users/${reviewer.id}?depth=0`, {
      body: bytes,
      headers: { ...(await sessionHeaders(reviewer)), 'content-type': contentType },
    })
    expect(status).toBe(200)
    expect(await reload(reviewer)).toMatchObject({
      role: 'REVIEWER',
      profileStatus: 'DATA_NOT_SUBMITTED',
      firstName: 'Panel',
    })
  })

  it('admin panel: an admin saving the same form changes both', async () => {
    const admin = await createUser(payload, { role: 'ADMIN', profileStatus: 'ACTIVE' })
    const target = await createUser(payload, { role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })
    const { contentType, bytes } = await panelForm({ role: 'EDITOR', profileStatus: 'ACTIVE' })
    const { status } = await rest('PATCH', `/api/users/${target.id}?depth=0`, {
      body: bytes,
      headers: { ...(await sessionHeaders(admin)), 'content-type': contentType },
    })
    expect(status).toBe(200)
    expect(await reload(target)).toMatchObject({ role: 'EDITOR', profileStatus: 'ACTIVE' })
  })
})
