import { describe, expect, it } from 'vitest'

import { readLimitedBody } from './readLimitedBody'

const LIMIT = 1000

function streamOf(chunks: number[], pulled: { count: number }): ReadableStream<Uint8Array> {
  let index = 0
  return new ReadableStream({
    pull(controller) {
      const size = chunks[index++]
      if (size === undefined) return controller.close()
      pulled.count += 1
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

describe('readLimitedBody', () => {
  it.each([
    { name: 'an empty body', size: 0 },
    { name: 'a small body', size: 10 },
    { name: 'a body of exactly the limit', size: LIMIT },
  ])('reads $name', async ({ size }) => {
    const result = await readLimitedBody(post(new Uint8Array(size).fill(65)), LIMIT)
    expect(result).toEqual({ kind: 'read', bytes: new Uint8Array(size).fill(65) })
  })

  it('reads a request without a body as empty', async () => {
    expect(await readLimitedBody(new Request('http://localhost/api/x', { method: 'POST' }), LIMIT)).toEqual({
      kind: 'read',
      bytes: new Uint8Array(0),
    })
  })

  it('refuses a declared Content-Length above the limit without reading a byte', async () => {
    const pulled = { count: 0 }
    const result = await readLimitedBody(post(streamOf([10], pulled), { 'content-length': String(LIMIT + 1) }), LIMIT)
    expect(result).toEqual({ kind: 'tooLarge' })
    expect(pulled.count).toBe(0)
  })

  it.each([
    { name: 'without a Content-Length', headers: {} as Record<string, string> },
    { name: 'with a Content-Length that lies', headers: { 'content-length': '10' } as Record<string, string> },
  ])('counts a chunked body $name and stops once it passes the limit', async ({ headers }) => {
    const pulled = { count: 0 }
    const result = await readLimitedBody(post(streamOf([400, 400, 400, 400, 400, 400], pulled), headers), LIMIT)
    expect(result).toEqual({ kind: 'tooLarge' })
    // The third chunk passes the limit; nothing after it is pulled.
    expect(pulled.count).toBeLessThanOrEqual(4)
  })

  it('joins a chunked body within the limit', async () => {
    const result = await readLimitedBody(post(streamOf([300, 300, 300], { count: 0 })), LIMIT)
    expect(result.kind === 'read' && result.bytes.byteLength).toBe(900)
  })
})
