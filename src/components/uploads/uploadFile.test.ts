import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { uploadFile } from './uploadFile'

// The browser's XMLHttpRequest and fetch, played by small stand-ins (tests run in Node, which has no XHR).

type Answer = { status: number; body: unknown }

class FakeXhr {
  static answer: Answer = { status: 200, body: {} }
  static requests: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  withCredentials = true
  body: unknown
  status = 0
  responseText = ''
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.requests.push(this)
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 })
      this.status = FakeXhr.answer.status
      this.responseText =
        typeof FakeXhr.answer.body === 'string' ? FakeXhr.answer.body : JSON.stringify(FakeXhr.answer.body)
      this.onload?.()
    })
  }
}

let apiAnswers: Record<string, Answer>
let apiCalls: { path: string; method: string; credentials?: string; body?: unknown }[]

beforeEach(() => {
  FakeXhr.requests = []
  apiCalls = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    apiCalls.push({
      path,
      method: init.method ?? 'GET',
      credentials: init.credentials,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const answer = apiAnswers[path] ?? { status: 404, body: {} }
    return Response.json(answer.body, { status: answer.status })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWx'
const S3_URL = `https://bucket.s3.eu-central-1.amazonaws.com/incoming/${KEY}?X-Amz-Signature=abc`
const picture = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' })
const stored = { success: true, fileUrl: `/api/uploads/file/${KEY}`, key: KEY }

describe('uploadFile with S3', () => {
  beforeEach(() => {
    apiAnswers = {
      '/api/uploads/presign': {
        status: 200,
        body: { uploadUrl: S3_URL, completeUrl: `/api/uploads/${KEY}/complete`, fileUrl: stored.fileUrl, key: KEY },
      },
      [`/api/uploads/${KEY}/complete`]: { status: 200, body: stored },
    }
  })

  it('PUTs the bytes to the S3 URL without cookies, with progress, then completes the upload', async () => {
    FakeXhr.answer = { status: 200, body: '' }
    const progress: number[] = []
    const result = await uploadFile(picture, {
      fileName: 'me.png',
      context: 'image',
      onProgress: (fraction) => progress.push(fraction),
    })

    expect(result).toEqual({ ok: true, fileUrl: stored.fileUrl, key: KEY })
    expect(FakeXhr.requests).toHaveLength(1)
    const [put] = FakeXhr.requests
    expect(put).toMatchObject({ method: 'PUT', url: S3_URL, withCredentials: false, body: picture })
    expect(put!.headers).toEqual({ 'content-type': 'image/png' })
    expect(progress).toEqual([0.75])
    expect(apiCalls.map(({ path, method }) => `${method} ${path}`)).toEqual([
      'POST /api/uploads/presign',
      `POST /api/uploads/${KEY}/complete`,
    ])
    expect(apiCalls[0]!.body).toEqual({
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: 4,
      context: 'image',
      consents: [],
    })
  })

  it('sends the consents of the upload with the announcement', async () => {
    FakeXhr.answer = { status: 200, body: '' }
    const consents = [{ consentType: 'VIDEO_UPLOAD_CONSENT' as const, status: 'optin' as const, version: '1.0' }]
    await uploadFile(picture, { fileName: 'intro.mp4', context: 'video', consents })
    expect(apiCalls[0]!.body).toMatchObject({ context: 'video', consents })
  })

  it('does not complete an upload S3 refused', async () => {
    FakeXhr.answer = { status: 403, body: '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>' }
    const result = await uploadFile(picture, { fileName: 'me.png', context: 'image' })
    expect(result).toEqual({ ok: false, status: 403, fallback: 'uploadFailed' })
    expect(apiCalls.map(({ path }) => path)).toEqual(['/api/uploads/presign'])
  })

  it("answers the server's refusal of the completed bytes", async () => {
    FakeXhr.answer = { status: 200, body: '' }
    apiAnswers[`/api/uploads/${KEY}/complete`] = {
      status: 415,
      body: { message: 'This file type is not allowed.', code: 'FILE_TYPE_NOT_ALLOWED' },
    }
    const result = await uploadFile(picture, { fileName: 'me.png', context: 'image' })
    expect(result).toEqual({
      ok: false,
      status: 415,
      message: 'This file type is not allowed.',
      fallback: 'uploadFailed',
    })
  })
})

describe('uploadFile to this server', () => {
  it('PUTs the bytes to the upload URL and takes its answer, without a completion', async () => {
    apiAnswers = {
      '/api/uploads/presign': {
        status: 200,
        body: { uploadUrl: `/api/uploads/${KEY}`, success: true, fileUrl: stored.fileUrl, key: KEY },
      },
    }
    FakeXhr.answer = { status: 200, body: stored }
    const document = new Blob(['%PDF-1.4'])
    const result = await uploadFile(document, { fileName: 'cv.pdf', context: 'document' })

    expect(result).toEqual({ ok: true, fileUrl: stored.fileUrl, key: KEY })
    expect(FakeXhr.requests[0]).toMatchObject({ method: 'PUT', url: `/api/uploads/${KEY}` })
    expect(FakeXhr.requests[0]!.headers).toEqual({ 'content-type': 'application/octet-stream' })
    expect(apiCalls.map(({ path }) => path)).toEqual(['/api/uploads/presign'])
  })

  it("answers the server's refusal of the bytes", async () => {
    apiAnswers = {
      '/api/uploads/presign': { status: 200, body: { uploadUrl: `/api/uploads/${KEY}`, fileUrl: '', key: KEY } },
    }
    FakeXhr.answer = { status: 413, body: { message: 'The file size exceeds 5 MB.', code: 'FILE_TOO_LARGE' } }
    const result = await uploadFile(picture, { fileName: 'me.png', context: 'image' })
    expect(result).toEqual({ ok: false, status: 413, message: 'The file size exceeds 5 MB.', fallback: 'uploadFailed' })
  })
})
