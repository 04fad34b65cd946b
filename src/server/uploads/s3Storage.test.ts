import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INCOMING_PREFIX, s3Storage } from './s3Storage'
import type { DirectTransfer, UploadStorage } from './storage'
import { startFakeS3, type FakeS3 } from '../../../tests/helpers/fakeS3'

// The S3 storage against the fake S3-compatible server of the integration tests (real HTTP, signed requests).

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWx'
let s3: FakeS3
let storage: UploadStorage
let direct: DirectTransfer
let folder: string

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'unit-bucket' })
  storage = s3Storage({
    bucket: s3.bucket,
    region: 'eu-central-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'unit-key', secretAccessKey: 'unit-secret' },
  })
  direct = storage.direct!
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-s3-'))
})

afterAll(async () => {
  await s3.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

function stagedFile(content: string): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.part`)
  fs.writeFileSync(file, content)
  return file
}

const sendToS3 = (url: string, body: string, contentType: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } })

describe('s3Storage', () => {
  it('puts a staged file, tells its size, reads it whole or in part and removes it', async () => {
    expect(await storage.size(KEY)).toBeNull()
    const file = stagedFile('0123456789')
    await storage.put(KEY, file, 'video/mp4')
    expect(fs.existsSync(file)).toBe(false)
    expect(s3.objects.get(KEY)).toMatchObject({ contentType: 'video/mp4' })
    expect(await storage.size(KEY)).toBe(10)
    expect(await text(storage.read(KEY))).toBe('0123456789')
    expect(await text(storage.read(KEY, { start: 3, end: 5 }))).toBe('345')

    await storage.remove(KEY)
    expect(await storage.size(KEY)).toBeNull()
    await storage.remove(KEY)
    await expect(text(storage.read(KEY))).rejects.toThrow()
  })

  it('refuses anything that is not an upload key', async () => {
    await expect(storage.size('../other-bucket/x')).rejects.toThrow(/Not an upload key/)
    expect(() => storage.read('incoming/AbCdEfGhIjKlMnOpQrStUvWx')).toThrow(/Not an upload key/)
    await expect(direct.uploadUrl('a/b', 'image/png')).rejects.toThrow(/Not an upload key/)
  })

  it('signs every request it sends', () => {
    expect(s3.requests.length).toBeGreaterThan(0)
    expect(s3.requests.every((request) => request.signed === 'header')).toBe(true)
    expect(
      s3.requests.every((request) => /^AWS4-HMAC-SHA256 Credential=unit-key\//.test(request.headers.authorization!)),
    ).toBe(true)
  })
})

describe('direct uploads', () => {
  it('receive bytes under incoming/ through a presigned URL bound to the type', async () => {
    const url = new URL(await direct.uploadUrl(KEY, 'application/pdf'))
    expect(url.pathname).toBe(`/${s3.bucket}/${INCOMING_PREFIX}${KEY}`)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host')
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false)

    expect(await direct.incoming(KEY)).toBeNull()
    expect((await sendToS3(url.href, '%PDF-1.4 first', 'application/pdf')).status).toBe(200)
    const arrived = await direct.incoming(KEY)
    expect(arrived).toEqual({ size: 14, version: expect.stringMatching(/^".+"$/) })
    expect(await text(direct.readIncoming(KEY, arrived!.version, { start: 0, end: 7 }))).toBe('%PDF-1.4')
    expect(await storage.size(KEY)).toBeNull()

    await direct.discardIncoming(KEY)
    expect(await direct.incoming(KEY)).toBeNull()
    await direct.discardIncoming(KEY)
  })

  it('promote only the version that was checked, with the checked type', async () => {
    const url = await direct.uploadUrl(KEY, 'application/pdf')
    await sendToS3(url, '%PDF-1.4 checked', 'application/pdf')
    const checked = (await direct.incoming(KEY))!
    await sendToS3(url, '<html>swapped</html>', 'application/pdf')

    await expect(text(direct.readIncoming(KEY, checked.version))).rejects.toThrow()
    await expect(direct.promote(KEY, checked.version, 'application/pdf')).rejects.toThrow()
    expect(await storage.size(KEY)).toBeNull()

    const current = (await direct.incoming(KEY))!
    await direct.promote(KEY, current.version, 'image/png')
    expect(await direct.incoming(KEY)).toBeNull()
    expect(s3.objects.get(KEY)).toMatchObject({ contentType: 'image/png' })
    expect(await text(storage.read(KEY))).toBe('<html>swapped</html>')
    await storage.remove(KEY)
  })

  it('hand out presigned download URLs that answer with the given headers', async () => {
    await storage.put(KEY, stagedFile('%PDF-1.4 served'), 'application/octet-stream')
    const url = await direct.downloadUrl(
      KEY,
      { contentType: 'application/pdf', contentDisposition: 'attachment; filename="cv.pdf"', cacheControl: 'no-store' },
      120,
    )
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('120')
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('%PDF-1.4 served')

    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/${KEY}`)
    expect(unsigned.status).toBe(403)
    await storage.remove(KEY)
  })
})
