import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveSteps } from '../helpers/application'
import { stepBodies } from '../helpers/applicationBodies'
import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const PATH = '/api/consultants/application/experience'
const SUBMIT = '/api/consultants/application/submit'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const consents = [...stepBodies.experience.consents]
const body = (experience: Record<string, unknown> = {}, consentList: readonly object[] = consents) => ({
  consents: consentList,
  experience: { ...stepBodies.experience.experience, ...experience },
})

describe('step 4 and submit', () => {
  it('saves the professional details with the three consent records, then submits for review', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(consultant, 3)
    const headers = await sessionHeaders(consultant)
    const early = await rest('POST', SUBMIT, { headers })
    expect(early.status).toBe(400)
    expect(early.json).toMatchObject({ code: 'STEP_MISSING', step: 4 })
    expect(early.json.message).toContain('Professional details')

    const saved = await rest('PUT', PATH, { headers, body: body() })
    expect(saved.status).toBe(200)
    expect(saved.json).toEqual({ profileStatus: 'STEP4' })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })
    ).docs[0]!
    expect(profile.workingHistory?.[0]).toMatchObject({
      title: 'Lead',
      toDate: 'NOW',
      myCurrentRole: true,
    })
    expect(profile.consultantBusinessType).toBe('KLEINUNTERNEHMER')
    const records = await payload.find({ collection: 'consents', where: { user: { equals: consultant.id } } })
    expect(records.docs.map((record) => record.consentType).sort()).toEqual(consents.map((c) => c.consentType).sort())

    const submitted = await rest('POST', SUBMIT, { headers })
    expect(submitted.json).toEqual({ profileStatus: 'APPLICATION_SUBMITTED' })
    expect((await rest('PUT', PATH, { headers, body: body() })).status).toBe(409)
    expect((await rest('POST', SUBMIT, { headers })).json).toMatchObject({ code: 'ALREADY_SUBMITTED' })
  })

  it('answers 400 naming the first missing step, in the language of the caller', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(consultant, 1)
    const headers = { ...(await sessionHeaders(consultant)), 'accept-language': 'de' }
    const refused = await rest('POST', SUBMIT, { headers })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'STEP_MISSING', step: 2 })
    expect(refused.json.message).toContain('Profildetails')
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('STEP2')
  })

  it.each([
    ['a missing declaration', body({}, consents.slice(0, 2))],
    [
      'an end date before the start date',
      body({ education: [{ ...body().experience.education[0], toDate: '2009-01' }] }),
    ],
    ['four work entries', body({ experiences: Array(4).fill(body().experience.experiences[0]) })],
    ['an unknown business type', body({ consultantBusinessType: 'GMBH' })],
  ])('refuses %s with 400 and records nothing', async (_case, request) => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP4' })
    const { status } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: request })
    expect(status).toBe(400)
    const records = await payload.find({ collection: 'consents', where: { user: { equals: consultant.id } } })
    expect(records.totalDocs).toBe(0)
  })
})
