import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveSteps } from '../helpers/application'
import { stepBodies } from '../helpers/applicationBodies'
import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { consentText } from '@/domain/consents'

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
  it('saves the professional details with the five consent records, then submits for review', async () => {
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

  it.each(['DATA_PROCESSING', 'DECLARATION_OF_ACCURACY'] as const)(
    'refuses step 4 without %s with a field error naming it',
    async (type) => {
      const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP4' })
      const without = consents.filter((consent) => consent.consentType !== type)
      const refused = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: body({}, without) })
      expect(refused.status).toBe(400)
      expect(refused.json.errors).toEqual([{ path: `consents.${type}`, message: 'Consent_required' }])
      const records = await payload.find({ collection: 'consents', where: { user: { equals: consultant.id } } })
      expect(records.totalDocs).toBe(0)
    },
  )

  it('records data processing and the declaration of accuracy with version and text, shown in the state', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(consultant, 4)
    const headers = await sessionHeaders(consultant)
    const records = await payload.find({
      collection: 'consents',
      where: { user: { equals: consultant.id }, consentType: { in: ['DATA_PROCESSING', 'DECLARATION_OF_ACCURACY'] } },
      sort: 'consentType',
    })
    expect(
      records.docs.map(({ consentType, status, version, textSnapshot }) => [
        consentType,
        status,
        version,
        textSnapshot,
      ]),
    ).toEqual([
      ['DATA_PROCESSING', 'optin', '1.0', consentText('DATA_PROCESSING', '1.0', 'en')],
      ['DECLARATION_OF_ACCURACY', 'optin', '1.0', consentText('DECLARATION_OF_ACCURACY', '1.0', 'en')],
    ])
    const state = await rest('GET', '/api/consultants/me/application', { headers })
    expect(state.json.experience).toMatchObject({
      agreeToTerms: true,
      employerApprovalAndTaxDeclaration: true,
      accuracyAndDataProcessingConsent: true,
      dataProcessingRequired: true,
      declarationOfAccuracyRequired: true,
      isVatRegistered: false,
      resume: null,
    })
    const center = await rest('GET', '/api/account/consents', { headers })
    const rows = center.json.consents as { consentType: string }[]
    for (const consentType of ['DATA_PROCESSING', 'DECLARATION_OF_ACCURACY']) {
      expect(rows.find((row) => row.consentType === consentType)).toMatchObject({ status: 'optin', version: '1.0' })
    }
  })

  it('refuses to submit while a required consent is not on record, whenever step 4 was saved', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(consultant, 4)
    // As a step 4 saved before the declaration was asked for would leave it: the newest decision is not an opt-in.
    await payload.create({
      collection: 'consents',
      data: {
        user: consultant.id,
        consentType: 'DECLARATION_OF_ACCURACY',
        status: 'optout',
        version: '1.0',
        textSnapshot: 'x',
      },
    })
    const headers = await sessionHeaders(consultant)
    const refused = await rest('POST', SUBMIT, { headers })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({
      code: 'CONSENT_MISSING',
      errors: [{ path: 'consents.DECLARATION_OF_ACCURACY', message: 'Consent_required' }],
    })
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('STEP4')
    const state = await rest('GET', '/api/consultants/me/application', { headers })
    expect(state.json.experience).toMatchObject({ declarationOfAccuracyRequired: false, dataProcessingRequired: true })

    expect((await rest('PUT', PATH, { headers, body: body() })).status).toBe(200)
    expect((await rest('POST', SUBMIT, { headers })).json).toEqual({ profileStatus: 'APPLICATION_SUBMITTED' })
  })
})
