import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { uploadConsents } from '@/domain/schemas'
import type { User } from '@/payload-types'

const PRESIGN = '/api/uploads/presign'
const IMAGE_LIMIT = 5_242_880

let payload: Payload
let parent: string
let uploadDir: string
const savedEnv = { ...process.env }

beforeAll(async () => {
  // The upload folder sits alone in a temp folder, so a file that escaped it would show up next to it.
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-uploads-'))
  uploadDir = path.join(parent, 'store')
  process.env.UPLOAD_DIR = uploadDir
  process.env.UPLOAD_DOCUMENT_MAX_COUNT = '2'
  process.env.UPLOAD_DOCUMENT_MAX_MB = '1'
  payload = await testPayload()
})

afterAll(() => {
  for (const name of ['UPLOAD_DIR', 'UPLOAD_DOCUMENT_MAX_COUNT', 'UPLOAD_DOCUMENT_MAX_MB'] as const) {
    if (savedEnv[name] === undefined) delete process.env[name]
    else process.env[name] = savedEnv[name]
  }
  fs.rmSync(parent, { recursive: true, force: true })
})

type Headers = Awaited<ReturnType<typeof sessionHeaders>>

async function signedIn(role: User['role'] = 'CONSULTANT'): Promise<{ user: User; headers: Headers }> {
  const user = await createUser(payload, { role })
  return { user, headers: await sessionHeaders(user) }
}

type Announce = { fileName: string; fileType: string; context: 'image' | 'video' | 'document' }

/** Announces an upload with the consents its context needs (upload-consents.int.test.ts tests them). */
async function presign(headers: Headers, body: Announce & Record<string, unknown>) {
  return rest('POST', PRESIGN, { headers, body: { consents: uploadConsents(body.context), ...body } })
}

async function put(
  headers: Headers,
  key: string,
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  extra: Record<string, string> = {},
) {
  return rest('PUT', `/api/uploads/${key}`, { headers: { ...headers, ...extra }, body: bytes })
}

/** Announces and sends a file; answers the key with both responses. */
async function upload(headers: Headers, announce: Announce, bytes: Uint8Array) {
  const announced = await presign(headers, announce)
  expect(announced.status).toBe(200)
  const key = announced.json.key as string
  const sent = await put(headers, key, bytes, { 'content-type': announce.fileType || 'application/octet-stream' })
  return { key, announced, sent }
}

const record = async (key: string) =>
  (await payload.find({ collection: 'upload-files', where: { key: { equals: key } }, depth: 0 })).docs[0]

/** Every file under the upload folder, staging included, relative to it. */
const storedFiles = () =>
  fs.existsSync(uploadDir)
    ? (fs.readdirSync(uploadDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(uploadDir, path.join(entry.parentPath, entry.name)))
    : []

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`)

async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7) % 256
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  )
}

/** A valid PNG of exactly `size` bytes: a private ancillary chunk (which decoders skip) pads it. */
async function pngOfSize(size: number): Promise<Uint8Array> {
  const png = Buffer.from(await pngOf(60, 40))
  const iend = png.length - 12
  const dataLength = size - png.length - 12
  const type = Buffer.from('ppAd')
  const data = Buffer.alloc(dataLength, 0x20)
  const length = Buffer.alloc(4)
  length.writeUInt32BE(dataLength)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])))
  return new Uint8Array(Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]))
}

describe('uploads need a session', () => {
  it('answers 401 to presign, PUT and DELETE without one', async () => {
    const announce = await rest('POST', PRESIGN, {
      body: { fileName: 'me.png', fileType: 'image/png', context: 'image' },
    })
    expect(announce.status).toBe(401)
    expect(announce.json.message).toEqual(expect.any(String))
    const key = 'AbCdEfGhIjKlMnOpQrStUvWx'
    expect((await rest('PUT', `/api/uploads/${key}`, { body: new Uint8Array([1, 2, 3]) })).status).toBe(401)
    expect((await rest('DELETE', `/api/uploads/${key}`)).status).toBe(401)
  })
})

describe('POST /api/uploads/presign', () => {
  it('answers where to send and read the file, under a random key', async () => {
    const { user, headers } = await signedIn()
    const { status, json } = await presign(headers, {
      fileName: 'me.png',
      fileType: 'image/png',
      context: 'image',
      userId: user.id,
    })
    expect(status).toBe(200)
    const key = json.key as string
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(json).toEqual({ uploadUrl: `/api/uploads/${key}`, success: true, fileUrl: `/api/uploads/file/${key}`, key })
    expect(await record(key)).toMatchObject({ owner: user.id, context: 'image', fileName: 'me.png', status: 'pending' })
  })

  it('refuses a malformed body, another user id, a wrong type and a declared size over the limit', async () => {
    const { user, headers } = await signedIn()
    const other = await createUser(payload, { role: 'CONSULTANT' })
    const image = { fileName: 'me.jpg', fileType: 'image/jpeg', context: 'image' as const }

    const malformed = await rest('POST', PRESIGN, { headers, body: '{"fileName":' })
    expect(malformed.status).toBe(400)
    const invalid = await rest('POST', PRESIGN, { headers, body: { fileName: 'me.jpg', context: 'audio' } })
    expect(invalid.status).toBe(400)
    expect(invalid.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'context' })]))

    const forSomeoneElse = await presign(headers, { ...image, userId: other.id })
    expect(forSomeoneElse.status).toBe(403)

    const gif = await presign(headers, { ...image, fileName: 'me.gif', fileType: 'image/gif' })
    expect(gif).toMatchObject({ status: 415, json: { code: 'FILE_TYPE_NOT_ALLOWED' } })
    const videoAsImage = await presign(headers, { ...image, fileName: 'me.mp4', fileType: 'video/mp4' })
    expect(videoAsImage.status).toBe(415)

    const tooBig = await presign(headers, { ...image, fileSize: IMAGE_LIMIT + 1 })
    expect(tooBig).toMatchObject({
      status: 413,
      json: { code: 'FILE_TOO_LARGE', message: expect.stringContaining('5') },
    })
    expect((await presign(headers, { ...image, fileSize: IMAGE_LIMIT })).status).toBe(200)
    const bigDocument = await presign(headers, {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      context: 'document',
      fileSize: 1_000_001,
    })
    expect(bigDocument.status).toBe(413)

    const pending = await payload.find({ collection: 'upload-files', where: { owner: { equals: user.id } } })
    expect(pending.totalDocs).toBe(1)
  })

  it('answers in German when the locale cookie says so', async () => {
    const { headers } = await signedIn()
    const { json } = await presign(
      { ...headers, cookie: `${headers.cookie}; NEXT_LOCALE=de` },
      { fileName: 'me.gif', fileType: 'image/gif', context: 'image' },
    )
    expect(json.message).toBe('Dieser Dateityp ist nicht erlaubt.')
  })
})

describe('PUT /api/uploads/{key} for pictures', () => {
  it('stores a PNG as a square JPEG and serves it', async () => {
    const { user, headers } = await signedIn()
    const { key, sent } = await upload(
      headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(300, 180),
    )
    expect(sent.status).toBe(200)
    expect(sent.json).toEqual({ success: true, fileUrl: `/api/uploads/file/${key}`, key })

    const stored = fs.readFileSync(path.join(uploadDir, key))
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 180, height: 180 })
    expect(await record(key)).toMatchObject({
      owner: user.id,
      status: 'stored',
      contentType: 'image/jpeg',
      size: stored.length,
      fileName: 'me.jpg',
    })

    // Pictures are public to whoever has the key.
    const served = await rest('GET', `/api/uploads/file/${key}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-length')).toBe(String(stored.length))
    expect(Buffer.from(served.bytes).equals(stored)).toBe(true)

    const again = await put(headers, key, await pngOf(10, 10))
    expect(again).toMatchObject({ status: 409, json: { code: 'ALREADY_STORED' } })
  })

  it('refuses an HTML file named photo.jpg and keeps nothing', async () => {
    const { headers } = await signedIn()
    const html = new TextEncoder().encode('<!DOCTYPE html><html><script>alert(1)</script></html>')
    const before = storedFiles()
    const { key, sent } = await upload(
      headers,
      { fileName: 'photo.jpg', fileType: 'image/jpeg', context: 'image' },
      html,
    )
    expect(sent).toMatchObject({ status: 415, json: { code: 'FILE_TYPE_NOT_ALLOWED' } })
    expect(storedFiles()).toEqual(before)
    expect(await record(key)).toMatchObject({ status: 'pending' })
    expect((await rest('GET', `/api/uploads/file/${key}`)).status).toBe(404)
  })

  it('refuses a PNG header followed by garbage', async () => {
    const { headers } = await signedIn()
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(500).fill(7)])
    const { sent } = await upload(headers, { fileName: 'fake.png', fileType: 'image/png', context: 'image' }, fake)
    expect(sent.status).toBe(415)
  })

  it('refuses 5,242,881 bytes with 413, whether the length is declared or only streamed', async () => {
    const { headers } = await signedIn()
    const tooBig = await pngOfSize(IMAGE_LIMIT + 1)
    const before = storedFiles()

    const declared = await presign(headers, { fileName: 'big.png', fileType: 'image/png', context: 'image' })
    const key = declared.json.key as string
    const early = await put(headers, key, tooBig, { 'content-length': String(tooBig.length) })
    expect(early).toMatchObject({ status: 413, json: { code: 'FILE_TOO_LARGE' } })

    const streamed = await put(headers, key, tooBig)
    expect(streamed).toMatchObject({ status: 413, json: { code: 'FILE_TOO_LARGE' } })
    expect(storedFiles()).toEqual(before)
    expect(await record(key)).toMatchObject({ status: 'pending' })
  })

  it('accepts exactly 5,242,880 bytes', async () => {
    const { headers } = await signedIn()
    const exact = await pngOfSize(IMAGE_LIMIT)
    expect(exact.length).toBe(IMAGE_LIMIT)
    const { key, sent } = await upload(
      headers,
      { fileName: 'exact.png', fileType: 'image/png', context: 'image' },
      exact,
    )
    expect(sent.status).toBe(200)
    expect(await sharp(path.join(uploadDir, key)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 40 })
  })
})

describe('ownership', () => {
  it("refuses another user's PUT and DELETE, lets an admin delete, and answers 404 for unknown keys", async () => {
    const owner = await signedIn()
    const stranger = await signedIn()
    const admin = await signedIn('ADMIN')
    const announced = await presign(owner.headers, { fileName: 'me.png', fileType: 'image/png', context: 'image' })
    const key = announced.json.key as string

    expect((await put(stranger.headers, key, await pngOf(20, 20))).status).toBe(403)
    expect((await put(owner.headers, key, await pngOf(20, 20))).status).toBe(200)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(true)

    expect((await rest('DELETE', `/api/uploads/${key}`, { headers: stranger.headers })).status).toBe(403)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(true)

    const deleted = await rest('DELETE', `/api/uploads/${key}`, { headers: admin.headers })
    expect(deleted).toMatchObject({ status: 200, json: { success: true } })
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(false)
    expect(await record(key)).toBeUndefined()
    expect((await rest('GET', `/api/uploads/file/${key}`)).status).toBe(404)

    expect((await rest('DELETE', `/api/uploads/${key}`, { headers: owner.headers })).status).toBe(404)
    expect((await put(owner.headers, 'NoSuchKey_0123456789ab', await pngOf(20, 20))).status).toBe(404)
    expect((await put(owner.headers, 'bad.key', await pngOf(20, 20))).status).toBe(404)
  })

  it('lets the owner delete their own file', async () => {
    const { headers } = await signedIn('USER')
    const { key } = await upload(
      headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(30, 30),
    )
    expect((await rest('DELETE', `/api/uploads/${key}`, { headers })).status).toBe(200)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(false)
  })
})

describe("Payload's REST API for upload records", () => {
  it('lets owners and staff readers read, nobody create or change, and owners delete with the file', async () => {
    const owner = await signedIn()
    const { key } = await upload(
      owner.headers,
      { fileName: 'me.png', fileType: 'image/png', context: 'image' },
      await pngOf(20, 20),
    )
    const id = (await record(key))!.id
    const list = async (headers: Headers) =>
      (await rest('GET', `/api/upload-files?where[key][equals]=${key}`, { headers })).json.totalDocs

    expect(await list(owner.headers)).toBe(1)
    expect(await list((await signedIn('REVIEWER')).headers)).toBe(1)
    expect(await list((await signedIn('CONSULTANT')).headers)).toBe(0)

    const created = await rest('POST', '/api/upload-files', {
      headers: owner.headers,
      body: { key: 'Forged_key_0123456789', owner: owner.user.id, context: 'image', fileName: 'x', status: 'stored' },
    })
    expect(created.status).toBe(403)
    const changed = await rest('PATCH', `/api/upload-files/${id}`, {
      headers: owner.headers,
      body: { status: 'pending' },
    })
    expect(changed.status).toBe(403)
    expect(await record(key)).toMatchObject({ status: 'stored' })

    const reviewer = await signedIn('REVIEWER')
    expect((await rest('DELETE', `/api/upload-files/${id}`, { headers: reviewer.headers })).status).not.toBe(200)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(true)
    expect((await rest('DELETE', `/api/upload-files/${id}`, { headers: owner.headers })).status).toBe(200)
    expect(fs.existsSync(path.join(uploadDir, key))).toBe(false)
  })
})

describe('documents', () => {
  const document = (fileName: string) => ({ fileName, fileType: 'application/pdf', context: 'document' as const })

  it('stores a path-traversal name under a safe name inside UPLOAD_DIR', async () => {
    const { headers } = await signedIn()
    const { key, sent } = await upload(headers, document('../../../etc/passwd.pdf'), pdf('traversal'))
    expect(sent.status).toBe(200)
    expect(await record(key)).toMatchObject({
      fileName: 'passwd.pdf',
      status: 'stored',
      contentType: 'application/pdf',
    })
    expect(fs.readdirSync(parent)).toEqual(['store'])
    expect(storedFiles()).toContain(key)
    expect(storedFiles().every((file) => !file.startsWith('..'))).toBe(true)

    const served = await rest('GET', `/api/uploads/file/${key}`, { headers })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="passwd.pdf"')
    expect(served.headers.get('content-type')).toBe('application/pdf')
  })

  it('refuses a second document of the same name and more than the allowed number', async () => {
    const { user, headers } = await signedIn()
    expect((await upload(headers, document('cv.pdf'), pdf('one'))).sent.status).toBe(200)

    const duplicate = await presign(headers, document('cv.pdf'))
    expect(duplicate).toMatchObject({ status: 409, json: { code: 'DUPLICATE_FILE' } })

    expect((await upload(headers, document('letter.pdf'), pdf('two'))).sent.status).toBe(200)
    const third = await presign(headers, document('certificate.pdf'))
    expect(third).toMatchObject({ status: 409, json: { code: 'MAX_DOCUMENTS', message: expect.stringContaining('2') } })

    // A document announced before the limit was reached is checked again when its bytes arrive.
    const other = await signedIn()
    const early = await presign(other.headers, document('a.pdf'))
    await upload(other.headers, document('b.pdf'), pdf('b'))
    await upload(other.headers, document('c.pdf'), pdf('c'))
    const late = await put(other.headers, early.json.key as string, pdf('a'))
    expect(late).toMatchObject({ status: 409, json: { code: 'MAX_DOCUMENTS' } })

    const stored = await payload.find({ collection: 'upload-files', where: { owner: { equals: user.id } } })
    expect(stored.docs.map((doc) => doc.fileName).sort()).toEqual(['cv.pdf', 'letter.pdf'])
  })

  it('refuses bytes that are not a document', async () => {
    const { headers } = await signedIn()
    const { sent } = await upload(headers, document('cv.pdf'), new TextEncoder().encode('<html>not a pdf</html>'))
    expect(sent.status).toBe(415)
  })

  it('is readable by its owner, admins and reviewers only', async () => {
    const owner = await signedIn()
    const { key } = await upload(owner.headers, document('cv.pdf'), pdf('private'))
    const url = `/api/uploads/file/${key}`

    expect((await rest('GET', url)).status).toBe(401)
    expect((await rest('GET', url, { headers: (await signedIn('CONSULTANT')).headers })).status).toBe(403)
    expect((await rest('GET', url, { headers: (await signedIn('USER')).headers })).status).toBe(403)
    for (const headers of [owner.headers, (await signedIn('REVIEWER')).headers, (await signedIn('ADMIN')).headers]) {
      const served = await rest('GET', url, { headers })
      expect(served.status).toBe(200)
      expect(served.text).toContain('private')
    }
  })
})

describe('videos', () => {
  const MiB = 1024 * 1024
  const SIZE = 30 * MiB
  // An ISO base media header ("ftyp", brand isom), then a byte pattern that is easy to check anywhere.
  const header = Uint8Array.from([
    0,
    0,
    0,
    0x18,
    ...new TextEncoder().encode('ftypisom'),
    0,
    0,
    2,
    0,
    0x69,
    0x73,
    0x6f,
    0x6d,
  ])
  const byteAt = (position: number) => (position < header.length ? header[position]! : position % 251)

  function videoStream(size: number): ReadableStream<Uint8Array> {
    let sent = 0
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close()
        const length = Math.min(MiB, size - sent)
        const chunk = new Uint8Array(length)
        for (let index = 0; index < length; index += 1) chunk[index] = byteAt(sent + index)
        controller.enqueue(chunk)
        sent += length
      },
    })
  }

  it('stores a streamed 30 MB video and serves byte ranges of it', async () => {
    const { headers } = await signedIn()
    const announced = await presign(headers, { fileName: 'intro.mp4', fileType: 'video/mp4', context: 'video' })
    const key = announced.json.key as string
    const sent = await put(headers, key, videoStream(SIZE), { 'content-type': 'video/mp4' })
    expect(sent.status).toBe(200)
    expect(fs.statSync(path.join(uploadDir, key)).size).toBe(SIZE)
    expect(await record(key)).toMatchObject({ status: 'stored', size: SIZE, contentType: 'video/mp4' })

    const url = `/api/uploads/file/${key}`
    const start = 1_000_000
    const part = await rest('GET', url, { headers: { range: `bytes=${start}-${start + 99}` } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${start + 99}/${SIZE}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(part.headers.get('content-type')).toBe('video/mp4')
    expect([...part.bytes]).toEqual(Array.from({ length: 100 }, (_, index) => byteAt(start + index)))

    const first = await rest('GET', url, { headers: { range: 'bytes=0-15' } })
    expect([...first.bytes]).toEqual([...header.subarray(0, 16)])
    const tail = await rest('GET', url, { headers: { range: 'bytes=-10' } })
    expect(tail.status).toBe(206)
    expect([...tail.bytes]).toEqual(Array.from({ length: 10 }, (_, index) => byteAt(SIZE - 10 + index)))

    const beyond = await rest('GET', url, { headers: { range: `bytes=${SIZE}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${SIZE}`)
  })

  it('refuses a video whose bytes are not a video', async () => {
    const { headers } = await signedIn()
    const announced = await presign(headers, { fileName: 'intro.mp4', fileType: 'video/mp4', context: 'video' })
    const sent = await put(headers, announced.json.key as string, pdf('not a video'))
    expect(sent.status).toBe(415)
  })
})
