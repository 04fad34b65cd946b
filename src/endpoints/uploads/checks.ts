import fsp from 'node:fs/promises'

import type { PayloadRequest } from 'payload'

import { json } from '../http'
import { assertDocumentFits, fileUrl, ownerOf, storedDocuments, tooLarge, typeNotAllowed, UPLOADS } from './shared'
import { sniffContentType, uploadMaxBytes, withExtension } from '@/domain/schemas'
import type { Upload } from '@/payload-types'
import { Refusal, text } from '@/server/http/refusal'
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
 * count rules. Answers what to store, or throws the refusal. A re-encoded file belongs to the caller, also
 * when a later step fails; the caller removes what it staged, also when a refusal is thrown.
 */
export async function checkArrived(req: PayloadRequest, upload: Upload, arrived: Arrived): Promise<Accepted> {
  if (arrived.size === 0) throw new Refusal(400, 'EMPTY_FILE', text('api', 'uploadEmpty'))
  if (arrived.size > uploadMaxBytes(upload.context, documentMaxMb())) throw tooLarge(upload.context)
  const contentType = sniffContentType(upload.context, await arrived.head())
  if (!contentType) throw typeNotAllowed()

  if (upload.context === 'image') {
    const original = await arrived.localCopy()
    const jpeg = derivedPath(original, '.jpg')
    if (!(await toSquareJpeg(original, jpeg))) {
      await discardStaged(jpeg)
      throw typeNotAllowed()
    }
    const { size } = await fsp.stat(jpeg)
    return { size, contentType: 'image/jpeg', fileName: withExtension(upload.fileName, 'jpg'), reencoded: jpeg }
  }

  if (upload.context === 'document') {
    // Checked again now: other uploads may have been stored since this one was announced.
    assertDocumentFits(upload.fileName, await storedDocuments(req, ownerOf(upload)), documentMaxCount())
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
