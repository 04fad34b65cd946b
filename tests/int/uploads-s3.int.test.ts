import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3, type FakeS3 } from '../helpers/fakeS3'
import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { uploadConsents } from '@/domain/schemas'
import type { User } from '@/payload-types'

// The same flow as uploads.int.test.ts with S3_* set: the bytes go to a fake S3 server (tests/helpers/fakeS3.ts)
// through presigned URLs, and POST …/complete checks them there.

const PRESIGN = '/api/uploads/presign'
const IMAGE_LIMIT = 5_242_880
const ENV_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'UPLOAD_DIR',
  'UPLOAD_DOCUMENT_MAX_COUNT',
  'UPLOAD_DOCUMENT_MAX_MB',
] as const
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]))

let payload: Payload
let s3: FakeS3
let uploadDir: string

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'careerbridge-uploads' })
  // Pictures are downloaded to UPLOAD_DIR/.staging to be re-encoded; nothing else should land there.
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-s3-uploads-'))
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_REGION: 'eu-central-1',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    UPLOAD_DIR: uploadDir,
    UPLOAD_DOCUMENT_MAX_COUNT: '2',
    UPLOAD_DOCUMENT_MAX_MB: '1',
  })
  payload = await testPayload()
})

afterAll(async () => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
  await s3?.close()
  fs.rmSync(uploadDir, { recursive: true, force: true })
})

type Headers = Awaited<ReturnType<typeof sessionHeaders>>
type Announce = { fileName: string; fileType: string; context: 'image' | 'video' | 'document' }

async function signedIn(role: User['role'] = 'CONSULTANT'): Promise<{ user: User; headers: Headers }> {
  const user = await createUser(payload, { role })
  return { user, headers: await sessionHeaders(user) }
}

async function presign(headers: Headers, announce: Announce) {
  const body = { consents: uploadConsents(announce.context), ...announce }
  const announced = await rest('POST', PRESIGN, { headers, body })
  expect(announced.status).toBe(200)
  return {
    key: announced.json.key as string,
    uploadUrl: announced.json.uploadUrl as string,
    completeUrl: announced.json.completeUrl as string,
    json: announced.json,
  }
}

/** What a browser does with a presigned URL: a plain PUT with the announced type, no cookies. */
const sendToS3 = (url: string, bytes: Uint8Array, contentType: string) =>
  fetch(url, { method: 'PUT', body: bytes as BodyInit, headers: { 'content-type': contentType } })

const complete = (headers: Headers, key: string) => rest('POST', `/api/uploads/${key}/complete`, { headers })

/** Announces a file, sends it to S3 and asks for the check; answers the key and the check's answer. */
async function upload(headers: Headers, announce: Announce, bytes: Uint8Array) {
  const { key, uploadUrl } = await presign(headers, announce)
  expect((await sendToS3(uploadUrl, bytes, announce.fileType)).status).toBe(200)
  return { key, completed: await complete(headers, key) }
}

const record = async (key: string) =>
  (await payload.find({ collection: 'upload-files', where: { key: { equals: key } }, depth: 0 })).docs[0]

const stagedFiles = () => {
  const staging = path.join(uploadDir, '.staging')
  return fs.existsSync(staging) ? fs.readdirSync(staging) : []
}

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)

async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 5) % 256
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  )
}

describe('the fake S3 server', () => {
  it('refuses a request that is not signed', async () => {
    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/incoming/anything`, { method: 'PUT', body: 'x' })
    expect(unsigned.status).toBe(403)
    expect(await unsigned.text()).toContain('AccessDenied')
    expect(s3.objects.has('incoming/anything')).toBe(false)
  })
})

describe('POST /api/uploads/presign with S3', () => {
  it('answers a presigned S3 URL bound to the type, and where to complete the upload', async () => {
    const { user, headers } = await signedIn()
    const { key, uploadUrl, json } = await presign(headers, {
      fileName: 'me.png',
      fileType: 'image/png',
      context: 'image',
    })
    expect(json).toEqual({
      uploadUrl: expect.any(String),
      completeUrl: `/api/uploads/${key}/complete`,
      success: true,
      fileUrl: `/api/uploads/file/${key}`,
      key,
    })
    const url = new URL(uploadUrl)
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/incoming/${key}`)
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^test-access-key\/\d{8}\/eu-central-1\/s3\/aws4_request$/)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type')
    expect(uploadUrl).not.toContain('test-secret-key')
    expect(await record(key)).toMatchObject({ owner: user.id, status: 'pending', contentType: 'image/png' })
  })
})

describe('POST /api/uploads/{key}/complete', () => {
  it('stores a PNG sent to S3 as a square JPEG in the bucket', async () => {
    const { user, headers } = await signedIn()
    const { key, completed } = await upload(
      headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(300, 180),
    )
    expect(completed.status).toBe(200)
    expect(completed.json).toEqual({ success: true, fileUrl: `/api/uploads/file/${key}`, key })

    const stored = s3.objects.get(key)!
    expect(stored.contentType).toBe('image/jpeg')
    expect([...stored.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'jpeg', width: 180, height: 180 })
    expect(s3.objects.has(`incoming/${key}`)).toBe(false)
    expect(stagedFiles()).toEqual([])
    expect(await record(key)).toMatchObject({
      owner: user.id,
      status: 'stored',
      contentType: 'image/jpeg',
      size: stored.body.length,
      fileName: 'me.jpg',
    })

    expect(await complete(headers, key)).toMatchObject({ status: 409, json: { code: 'ALREADY_STORED' } })
  })

  it('keeps the checked file when the upload URL is used again afterwards', async () => {
    const { headers } = await signedIn()
    const { key, uploadUrl } = await presign(headers, { fileName: 'me.png', fileType: 'image/png', context: 'image' })
    await sendToS3(uploadUrl, await pngOf(40, 40), 'image/png')
    expect((await complete(headers, key)).status).toBe(200)
    const checked = Buffer.from(s3.objects.get(key)!.body)

    const html = new TextEncoder().encode('<!DOCTYPE html><script>alert(1)</script>')
    expect((await sendToS3(uploadUrl, html, 'image/png')).status).toBe(200)
    expect(s3.objects.get(key)!.body.equals(checked)).toBe(true)
  })

  it('refuses an HTML file named photo.jpg with 415 and deletes it', async () => {
    const { headers } = await signedIn()
    const html = new TextEncoder().encode('<!DOCTYPE html><html><script>alert(1)</script></html>')
    const { key, completed } = await upload(
      headers,
      { fileName: 'photo.jpg', fileType: 'image/jpeg', context: 'image' },
      html,
    )
    expect(completed).toMatchObject({ status: 415, json: { code: 'FILE_TYPE_NOT_ALLOWED' } })
    expect(s3.objects.has(`incoming/${key}`)).toBe(false)
    expect(s3.objects.has(key)).toBe(false)
    expect(stagedFiles()).toEqual([])
    expect(await record(key)).toMatchObject({ status: 'pending' })
    expect((await rest('GET', `/api/uploads/file/${key}`)).status).toBe(404)
  })

  it('refuses a picture over 5,242,880 bytes with 413 and deletes it, without downloading it', async () => {
    const { headers } = await signedIn()
    const tooBig = new Uint8Array(IMAGE_LIMIT + 1)
    tooBig.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const { key, completed } = await upload(
      headers,
      { fileName: 'big.png', fileType: 'image/png', context: 'image' },
      tooBig,
    )
    expect(completed).toMatchObject({ status: 413, json: { code: 'FILE_TOO_LARGE' } })
    expect(s3.objects.has(`incoming/${key}`)).toBe(false)
    expect(s3.requests.some((request) => request.method === 'GET' && request.key === `incoming/${key}`)).toBe(false)
    expect(await record(key)).toMatchObject({ status: 'pending' })
  })

  it('answers 400 when nothing arrived, 403 to another user and 404 for an unknown key', async () => {
    const owner = await signedIn()
    const stranger = await signedIn()
    const { key, uploadUrl } = await presign(owner.headers, {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      context: 'document',
    })
    expect(await complete(owner.headers, key)).toMatchObject({ status: 400, json: { code: 'UPLOAD_MISSING' } })

    await sendToS3(uploadUrl, pdf('mine'), 'application/pdf')
    expect(await complete(stranger.headers, key)).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } })
    expect(s3.objects.has(`incoming/${key}`)).toBe(true)
    expect(await record(key)).toMatchObject({ status: 'pending' })
    expect((await rest('POST', `/api/uploads/${key}/complete`)).status).toBe(401)
    expect((await complete(owner.headers, 'NoSuchKey_0123456789ab')).status).toBe(404)

    expect((await complete(owner.headers, key)).status).toBe(200)
  })

  it('moves a document into place with its checked type and applies the duplicate and count rules', async () => {
    const { user, headers } = await signedIn()
    const document = (fileName: string) => ({ fileName, fileType: 'application/pdf', context: 'document' as const })
    const early = await presign(headers, document('early.pdf'))

    const { key, completed } = await upload(headers, document('cv.pdf'), pdf('first'))
    expect(completed.status).toBe(200)
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'application/pdf', body: Buffer.from(pdf('first')) })
    expect(s3.objects.has(`incoming/${key}`)).toBe(false)
    expect(await record(key)).toMatchObject({
      status: 'stored',
      contentType: 'application/pdf',
      size: pdf('first').length,
    })
    expect((await upload(headers, document('letter.pdf'), pdf('second'))).completed.status).toBe(200)

    // Announced before the limit was reached, checked again on completion.
    await sendToS3(early.uploadUrl, pdf('late'), 'application/pdf')
    expect(await complete(headers, early.key)).toMatchObject({ status: 409, json: { code: 'MAX_DOCUMENTS' } })
    expect(s3.objects.has(`incoming/${early.key}`)).toBe(false)

    const stored = await payload.find({ collection: 'upload-files', where: { owner: { equals: user.id } } })
    expect(stored.docs.filter((doc) => doc.status === 'stored').map((doc) => doc.fileName)).toEqual(
      expect.arrayContaining(['cv.pdf', 'letter.pdf']),
    )
    expect(stagedFiles()).toEqual([])
  })

  it('answers 409 when the server receives the bytes itself', async () => {
    const { headers } = await signedIn()
    const { key } = await presign(headers, { fileName: 'me.png', fileType: 'image/png', context: 'image' })
    delete process.env.S3_BUCKET
    try {
      expect(await complete(headers, key)).toMatchObject({ status: 409, json: { code: 'NOT_DIRECT_UPLOAD' } })
    } finally {
      process.env.S3_BUCKET = s3.bucket
    }
  })
})

describe('PUT /api/uploads/{key} with S3', () => {
  it('answers 409: the bytes go to S3', async () => {
    const { headers } = await signedIn()
    const { key } = await presign(headers, { fileName: 'me.png', fileType: 'image/png', context: 'image' })
    const sent = await rest('PUT', `/api/uploads/${key}`, {
      headers: { ...headers, 'content-type': 'image/png' },
      body: await pngOf(20, 20),
    })
    expect(sent).toMatchObject({
      status: 409,
      json: { code: 'DIRECT_UPLOAD_ONLY', message: expect.stringContaining('completeUrl') },
    })
    expect(s3.objects.has(key)).toBe(false)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(false)
    expect(await record(key)).toMatchObject({ status: 'pending' })
  })
})

describe('GET /api/uploads/file/{key} with S3', () => {
  it('redirects to a short-lived signed URL of the picture', async () => {
    const { headers } = await signedIn()
    const { key } = await upload(
      headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(64, 48),
    )
    const served = await rest('GET', `/api/uploads/file/${key}`)
    expect(served.status).toBe(302)
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    const location = new URL(served.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${key}`)
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300')

    const fetched = await fetch(location)
    expect(fetched.status).toBe(200)
    expect(fetched.headers.get('content-type')).toBe('image/jpeg')
    expect(fetched.headers.get('content-disposition')).toBe('inline; filename="me.jpg"')
    expect(Buffer.from(await fetched.arrayBuffer()).equals(s3.objects.get(key)!.body)).toBe(true)
    const part = await fetch(location, { headers: { range: 'bytes=0-2' } })
    expect(part.status).toBe(206)
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff])
  })

  it('keeps documents to their owner, admins and reviewers', async () => {
    const owner = await signedIn()
    const { key } = await upload(
      owner.headers,
      { fileName: 'certificate.pdf', fileType: 'application/pdf', context: 'document' },
      pdf('private'),
    )
    const url = `/api/uploads/file/${key}`
    expect((await rest('GET', url)).status).toBe(401)
    expect((await rest('GET', url, { headers: (await signedIn('CONSULTANT')).headers })).status).toBe(403)

    for (const headers of [owner.headers, (await signedIn('REVIEWER')).headers]) {
      const served = await rest('GET', url, { headers })
      expect(served.status).toBe(302)
      const fetched = await fetch(served.headers.get('location')!)
      expect(fetched.headers.get('content-type')).toBe('application/pdf')
      expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="certificate.pdf"')
      expect(await fetched.text()).toContain('private')
    }
  })
})

describe('DELETE /api/uploads/{key} with S3', () => {
  it('removes the object, and bytes that were sent but never completed', async () => {
    const { headers } = await signedIn()
    const { key } = await upload(
      headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(30, 30),
    )
    expect(s3.objects.has(key)).toBe(true)
    expect(await rest('DELETE', `/api/uploads/${key}`, { headers })).toMatchObject({ status: 200 })
    expect(s3.objects.has(key)).toBe(false)
    expect(await record(key)).toBeUndefined()
    expect((await rest('GET', `/api/uploads/file/${key}`)).status).toBe(404)

    const pending = await presign(headers, { fileName: 'other.png', fileType: 'image/png', context: 'image' })
    await sendToS3(pending.uploadUrl, await pngOf(30, 30), 'image/png')
    expect(s3.objects.has(`incoming/${pending.key}`)).toBe(true)
    expect((await rest('DELETE', `/api/uploads/${pending.key}`, { headers })).status).toBe(200)
    expect(s3.objects.has(`incoming/${pending.key}`)).toBe(false)
  })
})

describe('requests to S3', () => {
  it('were all signed: by the server with an Authorization header, by the browser with the presigned URL', () => {
    expect(s3.requests.length).toBeGreaterThan(0)
    const browserPuts = s3.requests.filter((request) => request.method === 'PUT' && request.key.startsWith('incoming/'))
    expect(browserPuts.length).toBeGreaterThan(0)
    expect(browserPuts.every((request) => request.signed === 'query')).toBe(true)
    const fromServer = s3.requests.filter((request) => request.signed === 'header')
    expect(new Set(fromServer.map((request) => request.method))).toEqual(new Set(['HEAD', 'GET', 'PUT', 'DELETE']))
  })
})
