import type { PayloadRequest } from 'payload'

import { json } from '../http'
import { UPLOAD_KEY_PATTERN, uploadLimitMb, type UploadContext } from '@/domain/schemas'
import type { Upload } from '@/payload-types'
import type { ApiT } from '@/server/i18n'
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
 * else the refusal: 404 for an unknown key, 403 for someone else's upload, 409 once it is stored.
 */
export async function pendingUploadOf(req: PayloadRequest, t: ApiT, userId: number): Promise<Upload | Response> {
  const upload = await findUpload(req, req.routeParams?.key)
  if (!upload) return notFound(t)
  if (ownerOf(upload) !== userId) return forbidden(t)
  if (upload.status === 'stored') return json(409, { message: t('uploadAlreadyStored'), code: 'ALREADY_STORED' })
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

export const notFound = (t: ApiT) => json(404, { message: t('uploadNotFound'), code: 'NOT_FOUND' })
export const forbidden = (t: ApiT) => json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
export const typeNotAllowed = (t: ApiT) =>
  json(415, { message: t('uploadTypeNotAllowed'), code: 'FILE_TYPE_NOT_ALLOWED' })
export const tooLarge = (t: ApiT, context: UploadContext) =>
  json(413, {
    message: t('uploadTooLarge', { limit: uploadLimitMb(context, documentMaxMb()) }),
    code: 'FILE_TOO_LARGE',
  })

/** 409 when one more document named `fileName` would break the duplicate-name or count rule, else null. */
export function documentConflict(
  t: ApiT,
  fileName: string,
  existing: readonly Pick<Upload, 'fileName'>[],
  maxCount: number,
): Response | null {
  if (existing.some((document) => document.fileName === fileName)) {
    return json(409, { message: t('uploadDuplicate'), code: 'DUPLICATE_FILE' })
  }
  if (existing.length >= maxCount) {
    return json(409, { message: t('uploadMaxDocuments', { max: maxCount }), code: 'MAX_DOCUMENTS' })
  }
  return null
}
