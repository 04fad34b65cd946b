import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { consentText, type ConsentInput } from '@/domain/consents'
import { uploadConsents } from '@/domain/schemas'
import type { User } from '@/payload-types'

// The consents a document or video upload needs: checked and recorded when the upload is announced.

const PRESIGN = '/api/uploads/presign'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const document = { fileName: 'certificate.pdf', fileType: 'application/pdf', context: 'document' }
const video = { fileName: 'intro.mp4', fileType: 'video/mp4', context: 'video' }
const cv = { fileName: 'my-cv.pdf', fileType: 'application/pdf', context: 'cv' }

async function consultant(): Promise<{ user: User; headers: Record<string, string> }> {
  const user = await createUser(payload, { role: 'CONSULTANT' })
  return { user, headers: await sessionHeaders(user) }
}

const recordsOf = async (user: User) =>
  (await payload.find({ collection: 'consents', where: { user: { equals: user.id } }, depth: 0, sort: 'id' })).docs

const uploadsOf = async (user: User) =>
  (await payload.find({ collection: 'upload-files', where: { owner: { equals: user.id } }, depth: 0 })).totalDocs

const optin = (consentType: ConsentInput['consentType']): ConsentInput => ({
  consentType,
  status: 'optin',
  version: '1.0',
})

describe('uploading a verification document', () => {
  it.each<[string, ConsentInput[] | undefined, string[]]>([
    ['no consents', undefined, ['consents.DOCUMENT_UPLOAD_CONSENT', 'consents.PROFILE_VERIFICATION_DOCS']],
    ['only the upload consent', [optin('DOCUMENT_UPLOAD_CONSENT')], ['consents.PROFILE_VERIFICATION_DOCS']],
    ['only the verification consent', [optin('PROFILE_VERIFICATION_DOCS')], ['consents.DOCUMENT_UPLOAD_CONSENT']],
    [
      'the verification consent declined',
      [optin('DOCUMENT_UPLOAD_CONSENT'), { ...optin('PROFILE_VERIFICATION_DOCS'), status: 'optout' }],
      ['consents.PROFILE_VERIFICATION_DOCS'],
    ],
  ])('is refused with %s: 400 CONSENT_MISSING, nothing announced or recorded', async (_case, consents, paths) => {
    const { user, headers } = await consultant()
    const refused = await rest('POST', PRESIGN, { headers, body: { ...document, consents } })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'CONSENT_MISSING' })
    expect(refused.json.message).toBe('Please accept the consents for this upload to continue.')
    expect((refused.json.errors as { path: string }[]).map((error) => error.path)).toEqual(paths)
    expect(await uploadsOf(user)).toBe(0)
    expect(await recordsOf(user)).toEqual([])
  })

  it('records both consents with version and text in the caller’s language, on every upload', async () => {
    const { user, headers } = await consultant()
    const announced = await rest('POST', PRESIGN, {
      headers: { ...headers, 'accept-language': 'de' },
      body: { ...document, consents: uploadConsents('document') },
    })
    expect(announced.status).toBe(200)
    expect(await uploadsOf(user)).toBe(1)
    const records = await recordsOf(user)
    expect(
      records.map(({ consentType, status, version, textSnapshot, locale }) => ({
        consentType,
        status,
        version,
        textSnapshot,
        locale,
      })),
    ).toEqual(
      (['DOCUMENT_UPLOAD_CONSENT', 'PROFILE_VERIFICATION_DOCS'] as const).map((consentType) => ({
        consentType,
        status: 'optin',
        version: '1.0',
        textSnapshot: consentText(consentType, '1.0', 'de'),
        locale: 'de',
      })),
    )

    const second = await rest('POST', PRESIGN, {
      headers,
      body: { ...document, fileName: 'degree.pdf', consents: uploadConsents('document') },
    })
    expect(second.status).toBe(200)
    expect((await recordsOf(user)).length).toBe(4)
  })
})

describe('uploading an intro video', () => {
  it('is refused without the upload consent; publishing the video does not stand in for it', async () => {
    const { user, headers } = await consultant()
    for (const consents of [[], [optin('PUBLISH_INTRO_VIDEO')]]) {
      const refused = await rest('POST', PRESIGN, { headers, body: { ...video, consents } })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ code: 'CONSENT_MISSING' })
      expect(refused.json.errors).toEqual(
        expect.arrayContaining([{ path: 'consents.VIDEO_UPLOAD_CONSENT', message: 'Consent_required' }]),
      )
    }
    expect(await uploadsOf(user)).toBe(0)
    expect(await recordsOf(user)).toEqual([])
  })

  it('records VIDEO_UPLOAD_CONSENT with version and text, and nothing about publishing', async () => {
    const { user, headers } = await consultant()
    const announced = await rest('POST', PRESIGN, { headers, body: { ...video, consents: uploadConsents('video') } })
    expect(announced.status).toBe(200)
    expect(await recordsOf(user)).toEqual([
      expect.objectContaining({
        consentType: 'VIDEO_UPLOAD_CONSENT',
        status: 'optin',
        version: '1.0',
        textSnapshot: consentText('VIDEO_UPLOAD_CONSENT', '1.0', 'en'),
      }),
    ])
  })
})

describe('uploading a consultee’s CV', () => {
  it('needs the consent to store it, and not the one to check it for a verification', async () => {
    const user = await createUser(payload)
    const headers = await sessionHeaders(user)
    const refused = await rest('POST', PRESIGN, { headers, body: cv })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual([{ path: 'consents.DOCUMENT_UPLOAD_CONSENT', message: 'Consent_required' }])
    expect(await uploadsOf(user)).toBe(0)

    const announced = await rest('POST', PRESIGN, { headers, body: { ...cv, consents: uploadConsents('cv') } })
    expect(announced.status).toBe(200)
    expect((await recordsOf(user)).map((record) => record.consentType)).toEqual(['DOCUMENT_UPLOAD_CONSENT'])
  })
})

it('a profile picture needs no upload consent', async () => {
  const { user, headers } = await consultant()
  const body = { fileName: 'me.png', fileType: 'image/png', context: 'image' }
  expect((await rest('POST', PRESIGN, { headers, body })).status).toBe(200)
  expect(await recordsOf(user)).toEqual([])
})

describe('the other doors', () => {
  // GraphQL's create is covered for every role by access-matrix.int.test.ts.
  it('create no upload record for a user: Payload REST and the Local API refuse', async () => {
    const { user, headers } = await consultant()
    const data = { key: 'Forged_key_0123456789ab', owner: user.id, context: 'document' as const, fileName: 'x.pdf' }
    expect((await rest('POST', '/api/upload-files', { headers, body: data })).status).toBe(403)
    await expect(
      payload.create({
        collection: 'upload-files',
        data: { ...data, status: 'stored' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(await uploadsOf(user)).toBe(0)
  })
})

describe('the consents center', () => {
  it('lists the upload consents with the text that was given, as one-off declarations', async () => {
    const { headers } = await consultant()
    await rest('POST', PRESIGN, { headers, body: { ...document, consents: uploadConsents('document') } })
    await rest('POST', PRESIGN, { headers, body: { ...video, consents: uploadConsents('video') } })
    const center = await rest('GET', '/api/account/consents', { headers })
    expect(center.status).toBe(200)
    const rows = center.json.consents as { consentType: string }[]
    for (const consentType of [
      'DOCUMENT_UPLOAD_CONSENT',
      'PROFILE_VERIFICATION_DOCS',
      'VIDEO_UPLOAD_CONSENT',
    ] as const) {
      expect(rows.find((row) => row.consentType === consentType)).toMatchObject({
        status: 'optin',
        version: '1.0',
        hasCheckbox: true,
        canRevoke: false,
        textSnapshot: consentText(consentType, '1.0', 'en'),
        needsRenewal: false,
      })
    }
    expect((center.json.history as unknown[]).length).toBe(3)
  })
})
