import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const PATH = '/api/consultants/application/personal-information'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const validBody = (consultantId?: number) => ({
  consultantId,
  personalInformation: {
    imageUrl: 'https://cdn.example.com/ada.jpg',
    firstName: 'Ada',
    lastName: "O'Neill",
    country: 'DE',
    city: 'Köln',
    languages: ['de', 'en'],
    gender: 'FEMALE',
  },
  applicationData: {
    motivation: 'I have hired and mentored engineers for a decade. '.repeat(6),
    referralSource: 'LinkedIn',
  },
})

describe('PUT /api/consultants/application/personal-information', () => {
  it('saves step 1, creates the profile and moves a new applicant to STEP2', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const headers = await sessionHeaders(consultant)
    const { status, json } = await rest('PUT', PATH, { headers, body: validBody(consultant.id) })
    expect(status).toBe(200)
    expect(json).toEqual({ profileStatus: 'STEP2' })

    const user = await payload.findByID({ collection: 'users', id: consultant.id })
    expect(user).toMatchObject({ firstName: 'Ada', lastName: "O'Neill", imageUrl: 'https://cdn.example.com/ada.jpg' })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })
    ).docs[0]
    expect(profile).toMatchObject({ city: 'Köln', country: 'DE', languages: ['de', 'en'], published: false })
    expect(profile?.application?.referralSource).toBe('LinkedIn')

    const state = await rest('GET', '/api/consultants/me/application', { headers })
    expect(state.json).toMatchObject({ currentStep: 'STEP2', personalInformation: { city: 'Köln' } })
  })

  it('keeps the motivation out of the public profile', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP1' })
    await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: validBody() })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })
    ).docs[0]!
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: { published: true } })
    const { json } = await rest('GET', `/api/consultant-profiles/${profile.id}`)
    expect(json.city).toBe('Köln')
    expect(json.application).toBeUndefined()
    expect(json.gender).toBeUndefined()
  })

  it('answers 400 with field errors and writes nothing for invalid input', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const body = validBody()
    body.personalInformation.firstName = 'Ada--Lovelace'
    body.applicationData.motivation = 'Too short'
    const { status, json } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body })
    expect(status).toBe(400)
    const paths = (json.errors as { path: string }[]).map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['personalInformation.firstName', 'applicationData.motivation']))
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('REGISTERED')
  })

  it("refuses another consultant's id, a consultee, and a submitted application", async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP1' })
    const other = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP1' })
    const consultee = await createUser(payload, { role: 'USER' })
    const submitted = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'APPLICATION_SUBMITTED' })

    const forOther = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: validBody(other.id) })
    expect(forOther.status).toBe(403)
    expect((await rest('PUT', PATH, { headers: await sessionHeaders(consultee), body: validBody() })).status).toBe(403)
    const locked = await rest('PUT', PATH, { headers: await sessionHeaders(submitted), body: validBody() })
    expect(locked.status).toBe(409)
    expect(locked.json.code).toBe('APPLICATION_LOCKED')
    expect((await rest('PUT', PATH, { body: validBody() })).status).toBe(401)
  })
})

describe('a picture uploaded to us', () => {
  async function uploadPicture(headers: Record<string, string>) {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const presigned = await rest('POST', '/api/uploads/presign', {
      headers,
      body: { fileName: 'me.png', fileType: 'image/png', context: 'image' },
    })
    const stored = await rest('PUT', `/api/uploads/${presigned.json.key as string}`, {
      headers,
      body: new Uint8Array(png),
    })
    expect(stored.status).toBe(200)
    return stored.json.fileUrl as string
  }

  it("is accepted as the consultant's own, and refused when it is someone else's", async () => {
    const owner = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const ownerHeaders = await sessionHeaders(owner)
    const fileUrl = await uploadPicture(ownerHeaders)
    const body = (user: number) => {
      const valid = validBody(user)
      return { ...valid, personalInformation: { ...valid.personalInformation, imageUrl: fileUrl } }
    }
    const other = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const refused = await rest('PUT', PATH, { headers: await sessionHeaders(other), body: body(other.id) })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json.errors)).toContain('image')

    const saved = await rest('PUT', PATH, { headers: ownerHeaders, body: body(owner.id) })
    expect(saved.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: owner.id })).imageUrl).toBe(fileUrl)
  })
})
