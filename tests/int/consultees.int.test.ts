import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { currentConsentVersion } from '@/domain/consents'
import type { User } from '@/payload-types'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, user?: User, body?: unknown) =>
  rest(method, path, { headers: user ? await sessionHeaders(user) : {}, body })
const update = (user: User, body: unknown) => call('PATCH', '/api/consultees/update', user, body)
const b2bConsent = (status: 'optin' | 'optout' = 'optin') => ({
  consentType: 'CONSULTEE_B2B_DATA_CONSENT',
  status,
  version: currentConsentVersion('CONSULTEE_B2B_DATA_CONSENT'),
})
const statusOf = async (user: User) =>
  (await payload.find({ collection: 'consultee-profiles', where: { user: { equals: user.id } } })).docs[0]
    ?.onboardingFormStatus

describe('GET /api/consultees/id/{id}', () => {
  it('answers the caller their own data, and 403 for anyone else, 401 signed out', async () => {
    const anna = await createUser(payload, { firstName: 'Anna', lastName: 'Berg' })
    const other = await createUser(payload)
    const own = await call('GET', `/api/consultees/id/${anna.id}`, anna)
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({
      userId: anna.id,
      firstName: 'Anna',
      email: anna.email,
      onboardingFormStatus: null,
    })
    expect((await call('GET', `/api/consultees/id/${other.id}`, anna)).status).toBe(403)
    expect((await call('GET', `/api/consultees/id/${anna.id}`)).status).toBe(401)
    const consultant = await createUser(payload, { role: 'CONSULTANT' })
    expect((await call('GET', `/api/consultees/id/${consultant.id}`, consultant)).status).toBe(403)
  })
})

describe('POST /api/consultees/submit-data', () => {
  const data = { firstName: 'Jana', lastName: 'Nowak', timezone: 'Europe/Berlin', country: 'de', gender: 'FEMALE' }

  it('stores the personal data and moves DATA_NOT_SUBMITTED to ACTIVE, once', async () => {
    const user = await createUser(payload, { profileStatus: 'DATA_NOT_SUBMITTED' })
    const first = await call('POST', '/api/consultees/submit-data', user, data)
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ profileStatus: 'ACTIVE', firstName: 'Jana', country: 'DE', gender: 'FEMALE' })
    expect((await payload.findByID({ collection: 'users', id: user.id })).profileStatus).toBe('ACTIVE')
    expect((await call('POST', '/api/consultees/submit-data', user, data)).status).toBe(409)
  })

  it('refuses bad input with field errors and another user id with 403, changing nothing', async () => {
    const user = await createUser(payload, { profileStatus: 'DATA_NOT_SUBMITTED' })
    const bad = await call('POST', '/api/consultees/submit-data', user, { ...data, firstName: '-x-', country: 'XX' })
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Name_invalid_characters' },
        { path: 'country', message: 'Invalid_country' },
      ]),
    )
    const other = await createUser(payload)
    expect((await call('POST', '/api/consultees/submit-data', user, { ...data, userId: other.id })).status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: user.id })).profileStatus).toBe('DATA_NOT_SUBMITTED')
  })
})

describe('PATCH /api/consultees/update', () => {
  it('saves profile fields and skills with proficiency, and answers the stored data', async () => {
    const user = await createUser(payload)
    const { status, json } = await update(user, {
      firstName: 'Lea',
      aboutMe: '  Data analyst moving to Berlin.  ',
      skills: [
        { skillName: 'SQL', proficiency: 'EXPERT' },
        { skillName: 'German', proficiency: 'BEGINNER' },
      ],
      careerPreferences: { preferredCities: ['Berlin', 'Hamburg'], salaryMinEuro: 50000, salaryMaxEuro: 65000 },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      message: 'Data updated successfully!',
      firstName: 'Lea',
      aboutMe: 'Data analyst moving to Berlin.',
      skills: [
        { skillName: 'SQL', proficiency: 'EXPERT' },
        { skillName: 'German', proficiency: 'BEGINNER' },
      ],
      careerPreferences: { preferredCities: ['Berlin', 'Hamburg'], salaryMinEuro: 50000, salaryMaxEuro: 65000 },
    })
  })

  it('refuses an unknown proficiency, a duplicate skill and a reversed salary range with 400', async () => {
    const user = await createUser(payload)
    const { status, json } = await update(user, {
      skills: [
        { skillName: 'SQL', proficiency: 'GURU' },
        { skillName: 'Excel', proficiency: 'EXPERT' },
      ],
      careerPreferences: { salaryMinEuro: 70000, salaryMaxEuro: 50000 },
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual(
      expect.arrayContaining([
        { path: 'skills.0.proficiency', message: 'Proficiency_invalid' },
        { path: 'careerPreferences.salaryMaxEuro', message: 'Salary_range_invalid' },
      ]),
    )
  })

  it('refuses a skill named twice (in any case) with 400', async () => {
    const user = await createUser(payload)
    const skills = [
      { skillName: 'SQL', proficiency: 'EXPERT' },
      { skillName: 'sql', proficiency: 'BEGINNER' },
    ]
    const { status, json } = await update(user, { skills })
    expect(status).toBe(400)
    expect(json.errors).toEqual([{ path: 'skills.1.skillName', message: 'Skill_duplicate' }])
  })

  it("refuses someone else's userId with 403 and a signed-out caller with 401", async () => {
    const user = await createUser(payload)
    const other = await createUser(payload)
    expect((await update(user, { userId: other.id, firstName: 'Mallory' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: other.id })).firstName).not.toBe('Mallory')
    expect((await call('PATCH', '/api/consultees/update', undefined, { firstName: 'X' })).status).toBe(401)
  })

  it('takes only own uploaded pictures as image and answers imageUrl', async () => {
    const user = await createUser(payload)
    const other = await createUser(payload)
    const key = 'k'.repeat(20)
    await payload.create({
      collection: 'upload-files',
      data: { key, owner: other.id, context: 'image', fileName: 'a.jpg', status: 'stored' },
    })
    const foreign = await update(user, { image: `/api/uploads/file/${key}` })
    expect(foreign.status).toBe(400)
    const outside = await update(user, { image: 'https://images.example.com/me.jpg' })
    expect(outside.json.imageUrl).toBe('https://images.example.com/me.jpg')
  })
})

describe('the CV through PATCH /api/consultees/update', () => {
  const stored = (owner: User, key: string, context: 'cv' | 'document' | 'image') =>
    payload.create({
      collection: 'upload-files',
      data: { key, owner: owner.id, context, fileName: `${context}.pdf`, status: 'stored' },
    })
  const cvOf = async (user: User) =>
    (await payload.find({ collection: 'consultee-profiles', where: { user: { equals: user.id } } })).docs[0]
      ?.careerPreferences?.cvFileName

  it('takes the caller’s own CV, or one stored as a document before CVs had their own kind', async () => {
    const user = await createUser(payload)
    for (const context of ['cv', 'document'] as const) {
      const key = `${context}_${crypto.randomUUID()}`.slice(0, 24)
      await stored(user, key, context)
      const saved = await update(user, { careerPreferences: { cvKey: key } })
      expect(saved.json).toMatchObject({ careerPreferences: { cvKey: key } })
      expect(await cvOf(user)).toBe(`${context}.pdf`)
    }
  })

  it('refuses a picture, or someone else’s CV, with Cv_invalid', async () => {
    const user = await createUser(payload)
    const other = await createUser(payload)
    const picture = `img_${crypto.randomUUID()}`.slice(0, 24)
    const foreign = `cv_${crypto.randomUUID()}`.slice(0, 24)
    await stored(user, picture, 'image')
    await stored(other, foreign, 'cv')
    for (const cvKey of [picture, foreign]) {
      const refused = await update(user, { careerPreferences: { cvKey } })
      expect(refused.status).toBe(400)
      expect(refused.json.errors).toEqual([{ path: 'careerPreferences.cvKey', message: 'Cv_invalid' }])
    }
    expect(await cvOf(user)).toBeFalsy()
  })
})

describe('onboardingFormStatus through PATCH /api/consultees/update', () => {
  it('starts only with the B2B data consent, recorded with the server text', async () => {
    const user = await createUser(payload)
    const refused = await update(user, { onboardingFormStatus: 'STARTED' })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual([{ path: 'consents.CONSULTEE_B2B_DATA_CONSENT', message: 'Consent_required' }])
    const started = await update(user, { onboardingFormStatus: 'STARTED', consents: [b2bConsent()] })
    expect(started.status).toBe(200)
    expect(started.json.onboardingFormStatus).toBe('STARTED')
    const { docs } = await payload.find({ collection: 'consents', where: { user: { equals: user.id } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ consentType: 'CONSULTEE_B2B_DATA_CONSENT', status: 'optin' })
    expect(docs[0]!.textSnapshot).toContain('vetted employers')
  })

  it('saves the four steps in order, refuses a step without its answers, and finishes with COMPLETED', async () => {
    const user = await createUser(payload)
    await update(user, { onboardingFormStatus: 'STARTED', consents: [b2bConsent()] })
    const skipping = await update(user, {
      onboardingFormStatus: 'STEP2',
      careerPreferences: { workPermit: 'EU_CITIZEN' },
    })
    expect(skipping.status).toBe(409)
    const empty = await update(user, {
      onboardingFormStatus: 'STEP1',
      careerPreferences: { targetRole: 'Data analyst' },
    })
    expect(empty.status).toBe(400)
    expect(empty.json.errors).toEqual([{ path: 'careerPreferences.targetIndustry', message: 'Industry_required' }])
    const steps = [
      {
        onboardingFormStatus: 'STEP1',
        careerPreferences: { targetRole: 'Data analyst', targetIndustry: 'technology' },
      },
      {
        onboardingFormStatus: 'STEP2',
        careerPreferences: { workPermit: 'JOB_SEEKER_VISA', visaDetails: 'Valid until 2027' },
      },
      {
        onboardingFormStatus: 'STEP3',
        careerPreferences: {
          germanLevel: 'B1',
          englishLevel: 'C1',
          preferredCities: ['Munich'],
          earliestStartDate: '2027-02-01',
        },
      },
      { onboardingFormStatus: 'STEP4', careerPreferences: {} },
      { onboardingFormStatus: 'COMPLETED' },
    ]
    for (const step of steps) {
      const saved = await update(user, step)
      expect(saved.status, JSON.stringify(saved.json)).toBe(200)
      expect(saved.json.onboardingFormStatus).toBe(step.onboardingFormStatus)
    }
    expect(await statusOf(user)).toBe('COMPLETED')
    expect((await update(user, { onboardingFormStatus: 'SKIPPED' })).status).toBe(409)
  })

  it('skips from NOT_STARTED, and a skipped user can still start later with consent', async () => {
    const user = await createUser(payload)
    expect((await update(user, { onboardingFormStatus: 'SKIPPED' })).json.onboardingFormStatus).toBe('SKIPPED')
    expect((await update(user, { onboardingFormStatus: 'STARTED' })).status).toBe(400)
    const started = await update(user, { onboardingFormStatus: 'STARTED', consents: [b2bConsent()] })
    expect(started.json.onboardingFormStatus).toBe('STARTED')
  })

  it('keeps the status closed to the generic REST API', async () => {
    const user = await createUser(payload)
    await update(user, { onboardingFormStatus: 'SKIPPED' })
    const profile = (await payload.find({ collection: 'consultee-profiles', where: { user: { equals: user.id } } }))
      .docs[0]!
    await call('PATCH', `/api/consultee-profiles/${profile.id}`, user, { onboardingFormStatus: 'COMPLETED' })
    expect(await statusOf(user)).toBe('SKIPPED')
  })
})
