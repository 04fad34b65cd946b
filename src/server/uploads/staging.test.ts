import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stageUpload } from './staging'

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careerbridge-staging-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A body of `total` bytes (byte i is i % 251) delivered in chunks of `chunk` bytes, counting what was pulled. */
function body(total: number, chunk: number) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      const size = Math.min(chunk, total - sent)
      controller.enqueue(Uint8Array.from({ length: size }, (_, index) => (sent + index) % 251))
      sent += size
    },
  })
  return { stream, pulled: () => sent }
}

const leftovers = () => fs.readdirSync(dir)

describe('stageUpload', () => {
  it('writes the whole body and keeps its first bytes', async () => {
    const { stream } = body(10_000, 3)
    const result = await stageUpload(stream, { dir, maxBytes: 10_000, headBytes: 64 })
    if (result.kind !== 'staged') throw new Error('expected the body to be staged')
    expect(result.size).toBe(10_000)
    expect([...result.head]).toEqual(Array.from({ length: 64 }, (_, index) => index))
    const written = fs.readFileSync(result.file)
    expect(written.length).toBe(10_000)
    expect(written[9_999]).toBe(9_999 % 251)
    expect(path.dirname(result.file)).toBe(dir)
    fs.rmSync(result.file)
  })

  it('keeps a short head for a short body, and an empty one for no body', async () => {
    const short = await stageUpload(body(5, 5).stream, { dir, maxBytes: 100, headBytes: 64 })
    expect(short).toMatchObject({ kind: 'staged', size: 5, head: Uint8Array.from([0, 1, 2, 3, 4]) })
    const none = await stageUpload(null, { dir, maxBytes: 100, headBytes: 64 })
    expect(none).toMatchObject({ kind: 'staged', size: 0, head: new Uint8Array() })
    for (const result of [short, none]) if (result.kind === 'staged') fs.rmSync(result.file)
  })

  it('stops reading past the limit and deletes the partial file', async () => {
    const { stream, pulled } = body(10_000_000, 65_536)
    const result = await stageUpload(stream, { dir, maxBytes: 1_000_000, headBytes: 64 })
    expect(result).toEqual({ kind: 'tooLarge' })
    expect(pulled()).toBeLessThan(2_000_000)
    expect(leftovers()).toEqual([])
  })

  it('accepts a body of exactly the limit and refuses one byte more', async () => {
    const exact = await stageUpload(body(1000, 100).stream, { dir, maxBytes: 1000, headBytes: 64 })
    expect(exact).toMatchObject({ kind: 'staged', size: 1000 })
    if (exact.kind === 'staged') fs.rmSync(exact.file)
    expect(await stageUpload(body(1001, 100).stream, { dir, maxBytes: 1000, headBytes: 64 })).toEqual({
      kind: 'tooLarge',
    })
    expect(leftovers()).toEqual([])
  })
})
