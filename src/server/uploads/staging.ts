import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { pathInside } from './localDisk'

export type StagedUpload = { kind: 'staged'; file: string; size: number; head: Uint8Array }
export type StageResult = StagedUpload | { kind: 'tooLarge' }

class TooLarge extends Error {}

/**
 * Streams a request body into a new file in `dir`, chunk by chunk (never the whole body in memory), and
 * keeps its first `headBytes` bytes for the type check. More than `maxBytes` stops the transfer and
 * deletes what was written.
 */
export async function stageUpload(
  body: ReadableStream<Uint8Array> | null,
  { dir, maxBytes, headBytes }: { dir: string; maxBytes: number; headBytes: number },
): Promise<StageResult> {
  await fsp.mkdir(dir, { recursive: true })
  const file = pathInside(dir, `${randomUUID()}.part`)
  const head = new Uint8Array(headBytes)
  let headLength = 0
  let size = 0

  async function* counted(chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      size += chunk.byteLength
      if (size > maxBytes) throw new TooLarge()
      if (headLength < headBytes) {
        const part = chunk.subarray(0, headBytes - headLength)
        head.set(part, headLength)
        headLength += part.byteLength
      }
      yield chunk
    }
  }

  const source = body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([])
  const target = fs.createWriteStream(file, { flags: 'wx' })
  try {
    await pipeline(source, counted, target)
  } catch (error) {
    // The file may still be opening when the pipeline fails; removing it before it closed would leave it behind.
    if (!target.closed) await new Promise<void>((resolve) => target.once('close', () => resolve()))
    await fsp.rm(file, { force: true })
    if (error instanceof TooLarge) return { kind: 'tooLarge' }
    throw error
  }
  return { kind: 'staged', file, size, head: head.slice(0, headLength) }
}

/** Removes a staged file that was refused or has been replaced. */
export async function discardStaged(file: string): Promise<void> {
  await fsp.rm(file, { force: true })
}

/** A sibling path for a derived version of a staged file (the re-encoded image). */
export function derivedPath(file: string, suffix: string): string {
  return path.join(path.dirname(file), `${path.basename(file)}${suffix}`)
}
