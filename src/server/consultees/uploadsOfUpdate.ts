import type { PayloadRequest } from 'payload'

import { CV_UPLOAD_CONTEXTS, uploadKeyOfUrl } from '@/domain/schemas/application/uploadContent'
import type { FieldError } from '@/domain/schemas'
import { msg } from '@/domain/schemas/messages'
import { ownStoredUpload } from '@/server/uploads/ownUpload'

type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError }

/** A picture URL the caller may use: one of their own stored images or an outside http(s) URL; null removes it. */
export async function checkedImageUrl(
  req: PayloadRequest,
  userId: number,
  image: string | null,
): Promise<Checked<string | null>> {
  if (image === null) return { ok: true, value: null }
  const key = uploadKeyOfUrl(image)
  if (key && !(await ownStoredUpload(req, key, userId, 'image'))) {
    return { ok: false, error: { path: 'image', message: msg('Invalid_image_url') } }
  }
  return { ok: true, value: image }
}

/** The caller's own stored CV under `key`, with the name to show for it; null clears the CV. */
export async function checkedCv(
  req: PayloadRequest,
  userId: number,
  key: string | null,
): Promise<Checked<{ cvKey: string | null; cvFileName: string | null }>> {
  if (key === null) return { ok: true, value: { cvKey: null, cvFileName: null } }
  const upload = await ownStoredUpload(req, key, userId, CV_UPLOAD_CONTEXTS)
  if (!upload) return { ok: false, error: { path: 'careerPreferences.cvKey', message: msg('Cv_invalid') } }
  return { ok: true, value: { cvKey: key, cvFileName: upload.fileName } }
}
