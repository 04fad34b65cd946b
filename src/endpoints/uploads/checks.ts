import fsp from 'node:fs/promises'

import type { PayloadRequest } from 'payload'

import { json } from '../http'
import { documentConflict, fileUrl, ownerOf, storedDocuments, tooLarge, typeNotAllowed, UPLOADS } from './shared'
import { sniffContentType, uploadMaxBytes, withExtension } from '@/domain/schemas'
import type { Upload } from '@/payload-types'
import type { ApiT } from '@/server/i18n'
import { documentMaxCount, documentMaxMb } from '@/server/uploads/config'
import { toSquareJpeg } from '@/server/uploads/images'
import { derivedPath, discardStaged } from '@/server/uploads/staging'

/** Bytes that arrived for an upload, wherever they are: staged on this server or in an incoming S3 object. */
export type Arrived = {
  size: number
  /** The first SNIFF_BYTES bytes (fewer for a shorter file). */
  head: () => Promise<Uint8Array>
  /** A local file with all the bytes, for re-encoding a picture; the caller removes it afterwards. */
  localCopy: () => Promise<string>
}

/** What passed the checks: the record's new facts and, for a picture, the re-encoded file to store instead. */
export type Accepted = { size: number; contentType: string; fileName: string; reencoded: string | null }

/**
 * Checks arrived bytes against their record: not empty and within the context's limit, the first bytes a
 * type of the context, pictures re-encoded as square JPEGs, documents still within the duplicate and
 * count rules. Answers the refusal, or what to store. A re-encoded file belongs to the caller, also when
 * a later step fails.
 */
export async function checkArrived(
  req: PayloadRequest,
  t: ApiT,
  upload: Upload,
  arrived: Arrived,
): Promise<Accepted | Response> {
  if (arrived.size === 0) return json(400, { message: t('uploadEmpty'), code: 'EMPTY_FILE' })
  if (arrived.size > uploadMaxBytes(upload.context, documentMaxMb())) return tooLarge(t, upload.context)
  const contentType = sniffContentType(upload.context, await arrived.head())
  if (!contentType) return typeNotAllowed(t)

  if (upload.context === 'image') {
    const original = await arrived.localCopy()
    const jpeg = derivedPath(original, '.jpg')
    if (!(await toSquareJpeg(original, jpeg))) {
      await discardStaged(jpeg)
      return typeNotAllowed(t)
    }
    const { size } = await fsp.stat(jpeg)
    return { size, contentType: 'image/jpeg', fileName: withExtension(upload.fileName, 'jpg'), reencoded: jpeg }
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
  return { size: arrived.size, contentType, fileName: upload.fileName, reencoded: null }
}

/** Marks the upload stored with the checked facts, once its content is in storage, and answers like API.md says. */
export async function markStored(req: PayloadRequest, upload: Upload, accepted: Accepted): Promise<Response> {
  await req.payload.update({
    collection: UPLOADS,
    id: upload.id,
    data: { status: 'stored', size: accepted.size, contentType: accepted.contentType, fileName: accepted.fileName },
    overrideAccess: true,
    req,
  })
  return json(200, { success: true, fileUrl: fileUrl(upload.key), key: upload.key })
}
