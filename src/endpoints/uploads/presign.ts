import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import {
  assertDocumentFits,
  completeUrl,
  fileUrl,
  storedDocuments,
  tooLarge,
  typeNotAllowed,
  uploadUrl,
  UPLOADS,
} from './shared'
import { isDeclaredTypeAllowed, presignRequestSchema, safeFileName, uploadMaxBytes } from '@/domain/schemas'
import { forbidden } from '@/server/http/refusal'
import { documentMaxCount, documentMaxMb, uploadStorage } from '@/server/uploads/config'
import { inTransaction } from '@/server/db/transaction'
import { newUploadKey } from '@/server/uploads/keys'
import { recordUploadConsents } from '@/server/uploads/uploadConsents'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * POST /api/uploads/presign: announces an upload. Checks the declared type, the declared size and, for
 * documents, the duplicate-name and count rules, and the consents a document or video needs (recorded
 * with their version and text), then records a pending upload under a new random key
 * and answers where to PUT the bytes and where the file will be read. With S3 the bytes go to a presigned
 * S3 URL instead, and the browser then POSTs `completeUrl` (see complete.ts).
 */
export const presignUploadEndpoint: Endpoint = {
  path: '/uploads/presign',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req)
    const parsed = await parseBody(req, presignRequestSchema)
    const { fileName, fileType, context, userId, fileSize, consents } = parsed.data
    if (userId != null && userId !== user.id) throw forbidden()

    if (!isDeclaredTypeAllowed(context, { name: fileName, type: fileType })) throw typeNotAllowed()
    if (fileSize !== undefined && fileSize > uploadMaxBytes(context, documentMaxMb())) throw tooLarge(context)

    const safeName = safeFileName(fileName)
    if (context === 'document') assertDocumentFits(safeName, await storedDocuments(req, user.id), documentMaxCount())

    const key = newUploadKey()
    const contentType = fileType.trim().toLowerCase() || null
    // The consents and the pending upload are written together: no upload without its consents.
    await inTransaction(req, async () => {
      await recordUploadConsents(req, user.id, context, consents, requestLocale(req))
      await req.payload.create({
        collection: UPLOADS,
        data: { key, owner: user.id, context, fileName: safeName, contentType, status: 'pending' },
        overrideAccess: true,
        req,
      })
    })

    const direct = uploadStorage().direct
    if (direct) {
      // The browser must PUT with exactly this Content-Type: the URL is signed for it.
      const url = await direct.uploadUrl(key, contentType ?? 'application/octet-stream')
      return json(200, { uploadUrl: url, completeUrl: completeUrl(key), success: true, fileUrl: fileUrl(key), key })
    }
    return json(200, { uploadUrl: uploadUrl(key), success: true, fileUrl: fileUrl(key), key })
  },
}
