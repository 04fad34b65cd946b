import type { Endpoint } from 'payload'

import { checkArrived, markStored } from './checks'
import { pendingUploadOf, tooLarge } from './shared'
import { SNIFF_BYTES, uploadMaxBytes } from '@/domain/schemas'
import { Refusal, text } from '@/server/http/refusal'
import { documentMaxMb, stagingDir, uploadStorage } from '@/server/uploads/config'
import { discardStaged, stageUpload } from '@/server/uploads/staging'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * PUT /api/uploads/{key}: the file's bytes as the raw request body, from the owner of a pending upload.
 * The body is streamed to a staging file and refused with 413 as soon as it passes the context's limit,
 * so even a 500 MB video never sits in memory. With S3 the bytes go to S3 directly, not here (409).
 */
export const receiveUploadEndpoint: Endpoint = {
  path: '/uploads/:key',
  method: 'put',
  // The file's bytes are limited here, per upload context, not by the 1 MiB limit of JSON bodies.
  custom: { ownBodyLimit: true },
  handler: async (req) => {
    const user = requireCaller(req)
    const storage = uploadStorage()
    if (storage.direct) throw new Refusal(409, 'DIRECT_UPLOAD_ONLY', text('api', 'uploadDirectOnly'))
    const upload = await pendingUploadOf(req, user.id)

    const maxBytes = uploadMaxBytes(upload.context, documentMaxMb())
    const declaredLength = Number(req.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(declaredLength) && declaredLength > maxBytes) throw tooLarge(upload.context)

    // A body past the limit is not kept: stageUpload removes what it wrote before it answers tooLarge.
    const staged = await stageUpload(req.body ?? null, { dir: stagingDir(), maxBytes, headBytes: SNIFF_BYTES })
    if (staged.kind === 'tooLarge') throw tooLarge(upload.context)

    let reencoded: string | null = null
    try {
      // A refusal thrown by the checks leaves through the finally below, which removes the staged bytes.
      const accepted = await checkArrived(req, upload, {
        size: staged.size,
        head: async () => staged.head,
        localCopy: async () => staged.file,
      })
      reencoded = accepted.reencoded
      try {
        await storage.put(upload.key, accepted.reencoded ?? staged.file, accepted.contentType)
        return await markStored(req, upload, accepted)
      } catch (error) {
        await storage.remove(upload.key)
        throw error
      }
    } finally {
      // Whatever was not moved into storage: the refused or replaced staged file, a re-encoded picture.
      await discardStaged(staged.file)
      if (reencoded) await discardStaged(reencoded)
    }
  },
}
