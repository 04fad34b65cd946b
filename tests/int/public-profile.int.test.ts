import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { submittedConsultant } from '../helpers/application'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import { findPublicProfile } from '@/server/consultants/publicProfile'

let payload: Payload
let applicant: User
beforeAll(async () => {
  payload = await testPayload()
  applicant = await submittedConsultant(payload)
})

describe('the public consultant profile', () => {
  it('is hidden from visitors and other users until approved, and a preview for its owner', async () => {
    const id = applicant.userShortId!
    const other = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
    expect(await findPublicProfile(payload, id, null)).toBeNull()
    expect(await findPublicProfile(payload, id, other)).toBeNull()
    const own = await findPublicProfile(payload, id, applicant)
    expect(own).toMatchObject({ preview: true, name: { firstName: 'Ada', lastName: 'Lovelace' } })
    const reviewer = await createUser(payload, { role: 'REVIEWER' })
    expect((await findPublicProfile(payload, id, reviewer))?.preview).toBe(true)
  })

  it('is public once published, by consultant short id, user short id or user id', async () => {
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: applicant.id } } })
    ).docs[0]!
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: { published: true } })
    for (const id of [profile.consultantShortId!, applicant.userShortId!, String(applicant.id)]) {
      const found = await findPublicProfile(payload, id, null)
      expect(found?.profile.id).toBe(profile.id)
      expect(found?.preview).toBe(false)
      // Nothing the applicant told only the reviewers.
      expect(found?.profile.application).toBeUndefined()
      expect(found?.profile.taxInfo).toBeUndefined()
    }
    expect(await findPublicProfile(payload, 'no-such-id', null)).toBeNull()
  })
})

describe('GET /api/consultants/{id}', () => {
  it('answers the public profile once published, 404 before for visitors, with prices in euro', async () => {
    const hidden = await submittedConsultant(payload)
    expect((await rest('GET', `/api/consultants/${hidden.userShortId}`)).status).toBe(404)
    const own = await rest('GET', `/api/consultants/${hidden.userShortId}`, { token: await tokenFor(payload, hidden) })
    expect(own.json).toMatchObject({ preview: true, firstName: 'Ada' })

    const { json, status } = await rest('GET', `/api/consultants/${applicant.id}`)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      userId: applicant.id,
      preview: false,
      pricing: { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0 },
      skills: expect.arrayContaining(['SQL']),
    })
    expect(json).not.toHaveProperty('application')
    expect(json).not.toHaveProperty('taxInfo')
    expect((await rest('GET', '/api/consultants/nobody-here')).status).toBe(404)
  })
})
