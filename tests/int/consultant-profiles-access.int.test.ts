import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { ConsultantProfile, User } from '@/payload-types'

let payload: Payload
let owner: User
let ownerToken: string
let publishedProfile: ConsultantProfile
let draftProfile: ConsultantProfile

beforeAll(async () => {
  payload = await testPayload()
  owner = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2', firstName: 'Ida', lastName: 'Owner' })
  const other = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
  ownerToken = await tokenFor(payload, owner)
  draftProfile = await payload.create({ collection: 'consultant-profiles', data: { user: owner.id, tagline: 'Draft' } })
  publishedProfile = await payload.create({
    collection: 'consultant-profiles',
    data: { user: other.id, tagline: 'Public', published: true },
  })
})

describe('consultant profiles', () => {
  it('anonymous visitors see published profiles only', async () => {
    const { json } = await rest('GET', '/api/consultant-profiles?limit=100')
    const ids = (json.docs as ConsultantProfile[]).map((profile) => profile.id)
    expect(ids).toContain(publishedProfile.id)
    expect(ids).not.toContain(draftProfile.id)
  })

  it('an owner sees their own unpublished profile', async () => {
    const { status } = await rest('GET', `/api/consultant-profiles/${draftProfile.id}`, { token: ownerToken })
    expect(status).toBe(200)
  })

  it('an owner cannot publish, verify or rate themselves', async () => {
    const { status } = await rest('PATCH', `/api/consultant-profiles/${draftProfile.id}`, {
      token: ownerToken,
      body: { published: true, verified: true, averageRating: 5, tagline: 'Updated' },
    })
    expect(status).toBe(200)
    const after = await payload.findByID({ collection: 'consultant-profiles', id: draftProfile.id })
    expect(after).toMatchObject({ published: false, verified: false, tagline: 'Updated' })
    expect(after.averageRating ?? null).toBeNull()
  })

  it("an owner cannot edit someone else's profile", async () => {
    const { status } = await rest('PATCH', `/api/consultant-profiles/${publishedProfile.id}`, {
      token: ownerToken,
      body: { tagline: 'Hijacked' },
    })
    expect([403, 404]).toContain(status)
    const after = await payload.findByID({ collection: 'consultant-profiles', id: publishedProfile.id })
    expect(after.tagline).toBe('Public')
  })

  it('keeps a display name from the user for the admin panel', () => {
    expect(draftProfile.displayName).toBe('Ida Owner')
  })

  it('rejects prices off the 0.50 € grid or above 4999 €', async () => {
    await expect(
      payload.update({ collection: 'consultant-profiles', id: draftProfile.id, data: { pricing30Min: 1025 } }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'consultant-profiles', id: draftProfile.id, data: { pricing60Min: 500000 } }),
    ).rejects.toThrow()
  })
})
