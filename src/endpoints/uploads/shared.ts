import type { PayloadRequest } from 'payload'

import { UPLOAD_KEY_PATTERN, uploadLimitMb, type UploadContext } from '@/domain/schemas'
import type { Upload } from '@/payload-types'
import { forbidden, notFound, Refusal, text } from '@/server/http/refusal'
import { documentMaxMb } from '@/server/uploads/config'

/** The Payload collection of upload records (see collections/Uploads for why it is not `uploads`). */
export const UPLOADS = 'upload-files' as const

export const uploadUrl = (key: string) => `/api/uploads/${key}`
export const completeUrl = (key: string) => `/api/uploads/${key}/complete`
export const fileUrl = (key: string) => `/api/uploads/file/${key}`

export const ownerOf = (upload: Pick<Upload, 'owner'>): number =>
  typeof upload.owner === 'object' ? upload.owner.id : upload.owner

/** The record of `key`, or null for an unknown or malformed key. */
export async function findUpload(req: PayloadRequest, key: unknown): Promise<Upload | null> {
  if (typeof key !== 'string' || !UPLOAD_KEY_PATTERN.test(key)) return null
  const { docs } = await req.payload.find({
    collection: UPLOADS,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * The pending upload under the route's key for its owner, the one who may send or complete its bytes;
 * else throws the refusal: 404 for an unknown key, 403 for someone else's upload, 409 once it is stored.
 */
export async function pendingUploadOf(req: PayloadRequest, userId: number): Promise<Upload> {
  const upload = await findUpload(req, req.routeParams?.key)
  if (!upload) throw uploadNotFound()
  if (ownerOf(upload) !== userId) throw forbidden()
  if (upload.status === 'stored') throw new Refusal(409, 'ALREADY_STORED', text('api', 'uploadAlreadyStored'))
  return upload
}

/** Stored documents of one user, for the duplicate-name and count rules. */
export async function storedDocuments(
  req: PayloadRequest,
  ownerId: number,
): Promise<Pick<Upload, 'id' | 'fileName'>[]> {
  const { docs } = await req.payload.find({
    collection: UPLOADS,
    where: { owner: { equals: ownerId }, context: { equals: 'document' }, status: { equals: 'stored' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { fileName: true },
    req,
  })
  return docs
}

export const uploadNotFound = () => notFound(text('api', 'uploadNotFound'))
export const typeNotAllowed = () => new Refusal(415, 'FILE_TYPE_NOT_ALLOWED', text('api', 'uploadTypeNotAllowed'))
export const tooLarge = (context: UploadContext) =>
  new Refusal(413, 'FILE_TOO_LARGE', text('api', 'uploadTooLarge', { limit: uploadLimitMb(context, documentMaxMb()) }))

/** Throws 409 when one more document named `fileName` would break the duplicate-name or count rule. */
export function assertDocumentFits(
  fileName: string,
  existing: readonly Pick<Upload, 'fileName'>[],
  maxCount: number,
): void {
  if (existing.some((document) => document.fileName === fileName)) {
    throw new Refusal(409, 'DUPLICATE_FILE', text('api', 'uploadDuplicate'))
  }
  if (existing.length >= maxCount) {
    throw new Refusal(409, 'MAX_DOCUMENTS', text('api', 'uploadMaxDocuments', { max: maxCount }))
  }
}
