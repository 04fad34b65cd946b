import type { Endpoint } from 'payload'

import { checkArrived, markStored, type Arrived } from './checks'
import { pendingUploadOf } from './shared'
import { SNIFF_BYTES, uploadMaxBytes } from '@/domain/schemas'
import { Refusal, text } from '@/server/http/refusal'
import { documentMaxMb, stagingDir, uploadStorage } from '@/server/uploads/config'
import { discardStaged, stageUpload } from '@/server/uploads/staging'
import { requireCaller } from '@/server/http/requireCaller'

/** All bytes of a short stream (the first bytes of a file, for the type check). */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * POST /api/uploads/{key}/complete: with S3, after the browser PUT the bytes to the presigned URL. The
 * owner of a pending upload asks to check what arrived: the same checks as PUT /api/uploads/{key}, read
 * from S3 (the size from its metadata, the first bytes with a ranged GET, a picture downloaded to be
 * re-encoded). Refused bytes are deleted; accepted ones become the stored file and the record is stored.
 */
export const completeUploadEndpoint: Endpoint = {
  path: '/uploads/:key/complete',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req)
    const storage = uploadStorage()
    const direct = storage.direct
    if (!direct) throw new Refusal(409, 'NOT_DIRECT_UPLOAD', text('api', 'uploadNotDirect'))
    const upload = await pendingUploadOf(req, user.id)

    const { key } = upload
    const arrived = await direct.incoming(key)
    if (!arrived) throw new Refusal(400, 'UPLOAD_MISSING', text('api', 'uploadNotArrived'))
    const { size, version } = arrived

    // Local files made on the way: the downloaded picture and its re-encoded version.
    const temporary: string[] = []
    const incoming: Arrived = {
      size,
      head: () => readAll(direct.readIncoming(key, version, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })),
      localCopy: async () => {
        const maxBytes = uploadMaxBytes(upload.context, documentMaxMb())
        const copy = await stageUpload(direct.readIncoming(key, version), { dir: stagingDir(), maxBytes, headBytes: 0 })
        // Cannot happen: the version read is the one whose size was checked.
        if (copy.kind === 'tooLarge') throw new Error(`Upload ${key} grew past its limit while it was read`)
        temporary.push(copy.file)
        return copy.file
      },
    }
    try {
      const accepted = await checkArrived(req, upload, incoming).catch(async (error: unknown) => {
        // Refused bytes are deleted; after a failure of the check itself they stay for another try.
        if (error instanceof Refusal) await direct.discardIncoming(key)
        throw error
      })
      if (accepted.reencoded) temporary.push(accepted.reencoded)
      try {
        if (accepted.reencoded) {
          await storage.put(key, accepted.reencoded, accepted.contentType)
          await direct.discardIncoming(key)
        } else {
          await direct.promote(key, version, accepted.contentType)
        }
        return await markStored(req, upload, accepted)
      } catch (error) {
        await storage.remove(key)
        throw error
      }
    } finally {
      for (const file of temporary) await discardStaged(file)
    }
  },
}
