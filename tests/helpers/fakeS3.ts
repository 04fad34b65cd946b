import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server for tests, standing in for the S3 we cannot reach (like the fake Stripe
 * client): path-style `/<bucket>/<key>` on 127.0.0.1 with PUT (also a copy with `x-amz-copy-source`), GET
 * with one Range, HEAD, DELETE, ETag preconditions and the `response-*` overrides of presigned GETs. It
 * checks no signature, but refuses any request that carries neither a SigV4 `X-Amz-Signature` query
 * parameter nor an `Authorization: AWS4-HMAC-SHA256 …` header, and presigned URLs past their expiry, so a
 * passing test shows the SDK signed every request.
 */
export type FakeObject = { body: Buffer; contentType: string; etag: string }
export type FakeRequest = { method: string; key: string; signed: 'query' | 'header'; headers: http.IncomingHttpHeaders }

export type FakeS3 = {
  endpoint: string
  bucket: string
  objects: Map<string, FakeObject>
  requests: FakeRequest[]
  close: () => Promise<void>
}

const xml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`

function fail(response: http.ServerResponse, status: number, code: string, message: string, withBody = true) {
  const body = withBody ? xml(code, message) : ''
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

/** How the request proves it was signed, or null. */
function signature(url: URL, headers: http.IncomingHttpHeaders): 'query' | 'header' | null {
  if (url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && url.searchParams.get('X-Amz-Signature')) {
    return 'query'
  }
  return /^AWS4-HMAC-SHA256 Credential=\S+, ?SignedHeaders=\S+, ?Signature=[0-9a-f]{64}$/.test(
    headers.authorization ?? '',
  )
    ? 'header'
    : null
}

/** True while a presigned URL is within X-Amz-Date + X-Amz-Expires. */
function presignedInTime(url: URL): boolean {
  const date = url.searchParams.get('X-Amz-Date')?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/)
  const expires = Number(url.searchParams.get('X-Amz-Expires'))
  if (!date || !Number.isInteger(expires) || expires <= 0) return false
  const [, year, month, day, hour, minute, second] = date.map(Number) as number[]
  const signedAt = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  return Date.now() <= signedAt + expires * 1000
}

/** One `bytes=` range of a body of `size` bytes: inclusive positions, 'unsatisfiable', or null for none. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const length = Number(match[2])
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startFakeS3({ bucket = 'careerbridge-test' }: { bucket?: string } = {}): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>()
  const requests: FakeRequest[] = []

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const method = request.method ?? 'GET'
    const withBody = method !== 'HEAD'
    const [, bucketName = '', ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))

    const signed = signature(url, request.headers)
    if (!signed) return fail(response, 403, 'AccessDenied', 'The request is not signed.', withBody)
    if (signed === 'query' && !presignedInTime(url)) {
      return fail(response, 403, 'AccessDenied', 'Request has expired', withBody)
    }
    const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';')
    if (signed === 'query' && signedHeaders.includes('content-type') && !request.headers['content-type']) {
      return fail(response, 403, 'SignatureDoesNotMatch', 'The signed Content-Type is missing.', withBody)
    }
    requests.push({ method, key, signed, headers: request.headers })
    if (decodeURIComponent(bucketName) !== bucket) {
      return fail(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', withBody)
    }
    if (!key) return fail(response, 400, 'InvalidRequest', 'Only object requests are supported.', withBody)

    if (method === 'PUT') {
      const body = await bodyOf(request)
      const copySource = request.headers['x-amz-copy-source']
      if (typeof copySource === 'string') {
        const [sourceBucket, ...sourceKey] = decodeURIComponent(copySource.replace(/^\//, '')).split('/')
        const source = sourceBucket === bucket ? objects.get(sourceKey.join('/')) : undefined
        if (!source) return fail(response, 404, 'NoSuchKey', 'The specified key does not exist.')
        const ifMatch = request.headers['x-amz-copy-source-if-match']
        if (ifMatch !== undefined && ifMatch !== source.etag) {
          return fail(response, 412, 'PreconditionFailed', 'At least one of the preconditions did not hold.')
        }
        const replace = request.headers['x-amz-metadata-directive'] === 'REPLACE'
        const contentType = replace ? (request.headers['content-type'] ?? 'binary/octet-stream') : source.contentType
        objects.set(key, { ...source, contentType })
        const result = `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>${source.etag.replace(/"/g, '&quot;')}</ETag></CopyObjectResult>`
        response.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(result) })
        return response.end(result)
      }
      const chunked =
        /aws-chunked/.test(request.headers['content-encoding'] ?? '') ||
        String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
      if (chunked) return fail(response, 501, 'NotImplemented', 'aws-chunked uploads are not supported here.')
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream', etag })
      response.writeHead(200, { etag, 'content-length': 0 })
      return response.end()
    }

    if (method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }

    if (method === 'GET' || method === 'HEAD') {
      await bodyOf(request)
      const object = objects.get(key)
      if (!object) return fail(response, 404, 'NoSuchKey', 'The specified key does not exist.', withBody)
      const ifMatch = request.headers['if-match']
      if (ifMatch !== undefined && ifMatch !== object.etag) {
        return fail(response, 412, 'PreconditionFailed', 'At least one of the preconditions did not hold.', withBody)
      }
      const size = object.body.length
      const headers: Record<string, string> = {
        'content-type': url.searchParams.get('response-content-type') ?? object.contentType,
        etag: object.etag,
        'accept-ranges': 'bytes',
        'last-modified': new Date().toUTCString(),
      }
      for (const name of ['content-disposition', 'cache-control']) {
        const value = url.searchParams.get(`response-${name}`)
        if (value) headers[name] = value
      }
      const range = method === 'GET' ? byteRange(request.headers.range, size) : null
      if (range === 'unsatisfiable') {
        return fail(response, 416, 'InvalidRange', 'The requested range is not satisfiable')
      }
      const part = range ? object.body.subarray(range.start, range.end + 1) : object.body
      if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${size}`
      headers['content-length'] = String(part.length)
      response.writeHead(range ? 206 : 200, headers)
      return response.end(withBody ? part : undefined)
    }

    return fail(response, 405, 'MethodNotAllowed', 'The specified method is not allowed.', withBody)
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) fail(response, 500, 'InternalError', String(error))
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
