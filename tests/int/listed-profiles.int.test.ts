import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { listedProfiles } from '@/server/consultants/listedProfiles'

let payload: Payload

async function consultantProfile({ active, published }: { active: boolean; published: boolean }) {
  const user = await createUser(payload, {
    role: 'CONSULTANT',
    profileStatus: active ? 'ACTIVE' : 'STEP4',
    firstName: 'Listed',
    lastName: 'Maybe',
  })
  return payload.create({ collection: 'consultant-profiles', data: { user: user.id, published } })
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('listedProfiles (the sitemap’s consultants)', () => {
  it('holds published profiles of ACTIVE consultants only', async () => {
    const listed = await consultantProfile({ active: true, published: true })
    const inactive = await consultantProfile({ active: false, published: true })
    const unpublished = await consultantProfile({ active: true, published: false })
    const ids = (await listedProfiles(payload)).map((profile) => profile.consultantShortId)
    expect(ids).toContain(listed.consultantShortId)
    expect(ids).not.toContain(inactive.consultantShortId)
    expect(ids).not.toContain(unpublished.consultantShortId)
  })

  it('gives each profile its last change as an ISO time', async () => {
    const profile = await consultantProfile({ active: true, published: true })
    const found = (await listedProfiles(payload)).find((entry) => entry.consultantShortId === profile.consultantShortId)
    expect(found?.updatedAt).toBe(new Date(profile.updatedAt).toISOString())
  })
})
