import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { checkArrived, markStored } from './checks'
import { pendingUploadOf } from './shared'
import { SNIFF_BYTES, uploadMaxBytes } from '@/domain/schemas'
import { serverTranslator } from '@/server/i18n'
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
    const t = serverTranslator(requestLocale(req), 'api')
    const user = requireCaller(req)
    const storage = uploadStorage()
    const direct = storage.direct
    if (!direct) return json(409, { message: t('uploadNotDirect'), code: 'NOT_DIRECT_UPLOAD' })
    const upload = await pendingUploadOf(req, t, user.id)
    if (upload instanceof Response) return upload

    const { key } = upload
    const arrived = await direct.incoming(key)
    if (!arrived) return json(400, { message: t('uploadNotArrived'), code: 'UPLOAD_MISSING' })
    const { size, version } = arrived

    // Local files made on the way: the downloaded picture and its re-encoded version.
    const temporary: string[] = []
    try {
      const accepted = await checkArrived(req, t, upload, {
        size,
        head: () => readAll(direct.readIncoming(key, version, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 })),
        localCopy: async () => {
          const maxBytes = uploadMaxBytes(upload.context, documentMaxMb())
          const copy = await stageUpload(direct.readIncoming(key, version), {
            dir: stagingDir(),
            maxBytes,
            headBytes: 0,
          })
          // Cannot happen: the version read is the one whose size was checked.
          if (copy.kind === 'tooLarge') throw new Error(`Upload ${key} grew past its limit while it was read`)
          temporary.push(copy.file)
          return copy.file
        },
      })
      if (accepted instanceof Response) {
        await direct.discardIncoming(key)
        return accepted
      }
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
