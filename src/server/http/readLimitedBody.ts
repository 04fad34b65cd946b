import { declaresMoreThan } from '@/domain/http'

export type LimitedBody = { kind: 'read'; bytes: Uint8Array } | { kind: 'tooLarge' }

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length above it is refused without
 * reading; otherwise the bytes are counted as they arrive (a chunked body, or a Content-Length that lies)
 * and reading stops, the rest cancelled, as soon as they pass the limit.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  if (declaresMoreThan(request.headers.get('content-length'), limit)) {
    await request.body?.cancel().catch(() => undefined)
    return { kind: 'tooLarge' }
  }
  if (!request.body) return { kind: 'read', bytes: new Uint8Array(0) }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return { kind: 'tooLarge' }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { kind: 'read', bytes }
}
