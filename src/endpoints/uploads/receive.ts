import fsp from 'node:fs/promises'

import type { Endpoint, PayloadRequest } from 'payload'

import { json, requestLocale } from '../http'
import {
  documentConflict,
  fileUrl,
  findUpload,
  forbidden,
  notFound,
  ownerOf,
  storedDocuments,
  tooLarge,
  typeNotAllowed,
  UPLOADS,
} from './shared'
import { SNIFF_BYTES, sniffContentType, uploadMaxBytes, withExtension } from '@/domain/schemas'
import type { Upload } from '@/payload-types'
import { serverTranslator, type ApiT } from '@/server/i18n'
import { documentMaxCount, documentMaxMb, stagingDir, uploadStorage } from '@/server/uploads/config'
import { toSquareJpeg } from '@/server/uploads/images'
import { derivedPath, discardStaged, stageUpload } from '@/server/uploads/staging'

type Checked = { file: string; size: number; contentType: string; fileName: string }

/**
 * Checks a staged file against its record: the first bytes must be a type of the upload's context,
 * pictures are re-encoded as square JPEGs, documents must still respect the duplicate and count rules.
 * Answers the refusal (the caller then removes the staged file), or the file to store.
 */
async function checkStaged(
  req: PayloadRequest,
  t: ApiT,
  upload: Upload,
  staged: { file: string; size: number; head: Uint8Array },
): Promise<Checked | Response> {
  if (staged.size === 0) return json(400, { message: t('uploadEmpty'), code: 'EMPTY_FILE' })
  const contentType = sniffContentType(upload.context, staged.head)
  if (!contentType) return typeNotAllowed(t)

  if (upload.context === 'image') {
    const jpeg = derivedPath(staged.file, '.jpg')
    if (!(await toSquareJpeg(staged.file, jpeg))) {
      await discardStaged(jpeg)
      return typeNotAllowed(t)
    }
    await discardStaged(staged.file)
    const { size } = await fsp.stat(jpeg)
    return { file: jpeg, size, contentType: 'image/jpeg', fileName: withExtension(upload.fileName, 'jpg') }
  }

  if (upload.context === 'document') {
    // Checked again now: other uploads may have been stored since this one was announced.
    const conflict = documentConflict(
      t,
      upload.fileName,
      await storedDocuments(req, ownerOf(upload)),
      documentMaxCount(),
    )
    if (conflict) return conflict
  }
  return { file: staged.file, size: staged.size, contentType, fileName: upload.fileName }
}

/**
 * PUT /api/uploads/{key}: the file's bytes as the raw request body, from the owner of a pending upload.
 * The body is streamed to a staging file and refused with 413 as soon as it passes the context's limit,
 * so even a 500 MB video never sits in memory.
 */
export const receiveUploadEndpoint: Endpoint = {
  path: '/uploads/:key',
  method: 'put',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    if (!req.user) return json(401, { message: t('notAuthenticated') })
    const upload = await findUpload(req, req.routeParams?.key)
    if (!upload) return notFound(t)
    if (ownerOf(upload) !== req.user.id) return forbidden(t)
    if (upload.status === 'stored') {
      return json(409, { message: t('uploadAlreadyStored'), code: 'ALREADY_STORED' })
    }

    const maxBytes = uploadMaxBytes(upload.context, documentMaxMb())
    const declaredLength = Number(req.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(declaredLength) && declaredLength > maxBytes) return tooLarge(t, upload.context)

    const staged = await stageUpload(req.body ?? null, { dir: stagingDir(), maxBytes, headBytes: SNIFF_BYTES })
    if (staged.kind === 'tooLarge') return tooLarge(t, upload.context)

    let checked: Checked | Response
    try {
      checked = await checkStaged(req, t, upload, staged)
    } catch (error) {
      await discardStaged(staged.file)
      throw error
    }
    if (checked instanceof Response) {
      await discardStaged(staged.file)
      return checked
    }

    const storage = uploadStorage()
    try {
      await storage.put(upload.key, checked.file, checked.contentType)
      await req.payload.update({
        collection: UPLOADS,
        id: upload.id,
        data: { status: 'stored', size: checked.size, contentType: checked.contentType, fileName: checked.fileName },
        overrideAccess: true,
        req,
      })
    } catch (error) {
      await discardStaged(checked.file)
      await storage.remove(upload.key)
      throw error
    }
    return json(200, { success: true, fileUrl: fileUrl(upload.key), key: upload.key })
  },
}
