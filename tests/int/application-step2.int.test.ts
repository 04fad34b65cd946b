import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { uploadConsents } from '@/domain/schemas'

const PATH = '/api/consultants/application/profile-details'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const about =
  'I spent twelve years building and leading data teams in Berlin and Munich, and I love helping people grow. '
const body = (extra: Record<string, unknown> = {}) => ({
  tagline: '  Data leader helping analysts grow  ',
  aboutMe: about,
  linkedInUrl: 'https://www.linkedin.com/in/ada-example',
  githubUrl: '',
  ...extra,
})

describe('PUT /api/consultants/application/profile-details', () => {
  it('saves step 2 trimmed, drops empty links and moves STEP2 to STEP3', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const { status, json } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: body() })
    expect(status).toBe(200)
    expect(json).toEqual({ profileStatus: 'STEP3' })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })
    ).docs[0]
    expect(profile).toMatchObject({ tagline: 'Data leader helping analysts grow', githubUrl: null })
  })

  it('records the intro-video consent when a video is published, and refuses a video without it', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const headers = await sessionHeaders(consultant)
    const video = { videoUrl: 'https://cdn.example.com/intro.mp4' }
    const refused = await rest('PUT', PATH, { headers, body: body({ ...video, publishIntroVideoConsent: false }) })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json.errors)).toContain('publishIntroVideoConsent')

    const saved = await rest('PUT', PATH, { headers, body: body({ ...video, publishIntroVideoConsent: true }) })
    expect(saved.status).toBe(200)
    const consents = await payload.find({ collection: 'consents', where: { user: { equals: consultant.id } } })
    expect(consents.docs.map((c) => [c.consentType, c.status])).toEqual([['PUBLISH_INTRO_VIDEO', 'optin']])
  })

  it('needs at least one link and refuses a LinkedIn link on another site', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const headers = await sessionHeaders(consultant)
    const none = await rest('PUT', PATH, { headers, body: body({ linkedInUrl: '' }) })
    expect(none.status).toBe(400)
    const wrongSite = await rest('PUT', PATH, { headers, body: body({ linkedInUrl: 'https://evil.example/in/ada' }) })
    expect(wrongSite.status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('STEP2')
  })

  it('cannot be saved before step 1', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    const { status } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: body() })
    expect(status).toBe(409)
  })
})

describe('an uploaded intro video', () => {
  const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), ...new Uint8Array(4096)])
  async function uploadVideo(headers: Record<string, string>) {
    const presigned = await rest('POST', '/api/uploads/presign', {
      headers,
      body: { fileName: 'intro.mp4', fileType: 'video/mp4', context: 'video', consents: uploadConsents('video') },
    })
    const key = presigned.json.key as string
    expect((await rest('PUT', `/api/uploads/${key}`, { headers, body: mp4 })).status).toBe(200)
    return key
  }

  it('is saved with the details, comes back on resume, and is forgotten when the file is deleted', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const headers = await sessionHeaders(consultant)
    const key = await uploadVideo(headers)
    const video = { name: 'My intro.mp4', awsFilePath: key }
    expect((await rest('PUT', PATH, { headers, body: body({ video }) })).status).toBe(400)
    const saved = await rest('PUT', PATH, { headers, body: body({ video, publishIntroVideoConsent: true }) })
    expect(saved.status).toBe(200)
    const state = await rest('GET', '/api/consultants/me/application', { headers })
    expect(state.json.profileDetails).toMatchObject({ video, publishIntroVideoConsent: true })

    expect((await rest('DELETE', `/api/uploads/${key}`, { headers })).status).toBe(200)
    const after = await rest('GET', '/api/consultants/me/application', { headers })
    expect((after.json.profileDetails as { video: unknown }).video).toBeNull()
  })

  it("refuses someone else's video", async () => {
    const owner = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const key = await uploadVideo(await sessionHeaders(owner))
    const thief = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    const video = { name: 'stolen.mp4', awsFilePath: key }
    const refused = await rest('PUT', PATH, {
      headers: await sessionHeaders(thief),
      body: body({ video, publishIntroVideoConsent: true }),
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json.errors)).toContain('video')
  })
})
