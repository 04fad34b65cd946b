import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { uploadConsents } from '@/domain/schemas'

const MB = 1024 * 1024
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A JSON login body of about `bytes` bytes: one long password. */
const loginBody = (bytes: number) => JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(bytes) })

/** A body sent chunk by chunk without a Content-Length; `pulled` counts the chunks the server asked for. */
function chunked(totalBytes: number, pulled: { count: number }): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"email":"a@example.com","password":"'))
    },
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      pulled.count += 1
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
}

const tooLarge = { status: 413, json: { code: 'BODY_TOO_LARGE', message: expect.any(String) } }

describe('JSON bodies over 1 MB', () => {
  it('answers a 20 MB login 413 from its Content-Length, without reading a byte of it', async () => {
    const pulled = { count: 0 }
    const answer = await rest('POST', '/api/auth/login', {
      body: chunked(20 * MB, pulled),
      headers: { 'content-type': 'application/json', 'content-length': String(20 * MB) },
    })
    expect(answer).toMatchObject(tooLarge)
    expect(pulled.count).toBe(0)
  })

  it('answers a 20 MB login sent as a string 413 as well', async () => {
    expect(await rest('POST', '/api/auth/login', { body: loginBody(20 * MB) })).toMatchObject(tooLarge)
  })

  it('counts a chunked body without a Content-Length and stops reading it at the limit', async () => {
    const pulled = { count: 0 }
    const answer = await rest('POST', '/api/auth/login', {
      body: chunked(20 * MB, pulled),
      headers: { 'content-type': 'application/json' },
    })
    expect(answer).toMatchObject(tooLarge)
    // 1 MB is 16 chunks of 64 KiB; a stream read to the end would be 320.
    expect(pulled.count).toBeLessThan(40)
  })

  it('refuses one byte over 1 MiB on a PATCH of Payload’s generated REST, and lets the user unchanged', async () => {
    const user = await createUser(payload, { firstName: 'Kept' })
    const token = await tokenFor(payload, user)
    const filler = 'y'.repeat(MB - JSON.stringify({ firstName: 'Big', note: '' }).length + 1)
    const body = JSON.stringify({ firstName: 'Big', note: filler })
    expect(new TextEncoder().encode(body).length).toBe(MB + 1)
    expect(await rest('PATCH', `/api/users/${user.id}`, { token, body })).toMatchObject(tooLarge)
    expect(await payload.findByID({ collection: 'users', id: user.id })).toMatchObject({ firstName: 'Kept' })
  })

  it('reads a body of exactly 1 MiB', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'z' })
    const padded = body.replace('"z"', `"${'z'.repeat(MB - body.length + 1)}"`)
    expect(new TextEncoder().encode(padded).length).toBe(MB)
    expect((await rest('POST', '/api/auth/login', { body: padded })).status).not.toBe(413)
  })

  it('answers a 2 MB GraphQL request 413 before GraphQL reads it', async () => {
    const admin = await createUser(payload, { role: 'ADMIN' })
    const answer = await graphql(
      `{ Users(limit: 1) { totalDocs } } # ${'x'.repeat(2 * MB)}`,
      await tokenFor(payload, admin),
    )
    expect(answer).toMatchObject({ status: 413, json: { code: 'BODY_TOO_LARGE', message: expect.any(String) } })
  })

  it('keeps answering /api/health while three 20 MB bodies arrive at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => rest('POST', '/api/auth/login', { body: loginBody(20 * MB) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413])
    expect((await rest('GET', '/api/health')).status).toBe(200)
  })
})

describe('uploads keep their own limits', () => {
  it('stores a 1.5 MB image sent as multipart to the media collection', async () => {
    const editor = await createUser(payload, { role: 'EDITOR' })
    const noise = crypto.randomBytes(720 * 720 * 3)
    const png = await sharp(noise, { raw: { width: 720, height: 720, channels: 3 } })
      .png()
      .toBuffer()
    expect(png.length).toBeGreaterThan(1.2 * MB)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `noise-${crypto.randomUUID()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Noise' }))
    const request = new Request('http://localhost:3000/api/media', { method: 'POST', body: form })
    const answer = await rest('POST', '/api/media', {
      token: await tokenFor(payload, editor),
      body: new Uint8Array(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    })
    expect(answer.status).toBe(201)
  })

  it('passes a 2 MB raw file upload to the upload endpoint, which judges it itself', async () => {
    const owner = await createUser(payload, { role: 'CONSULTANT' })
    const headers = await sessionHeaders(owner)
    const announce = {
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      context: 'document',
      consents: uploadConsents('document'),
    }
    const presigned = await rest('POST', '/api/uploads/presign', { headers, body: announce })
    expect(presigned.status).toBe(200)
    const bytes = new TextEncoder().encode(`%PDF-1.4\n${'%'.repeat(2 * MB)}`)
    const sent = await rest('PUT', `/api/uploads/${presigned.json.key as string}`, {
      headers: { ...headers, 'content-type': 'application/pdf' },
      body: bytes,
    })
    expect(sent.json.code).not.toBe('BODY_TOO_LARGE')
    expect(sent.status).toBe(200)
  })
})
