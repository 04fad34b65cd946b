import type { PayloadRequest } from 'payload'

import type { UploadContext } from '@/domain/schemas'
import { ownStoredUpload } from '@/server/uploads/ownUpload'
import { validationText } from './formRule'

type Owned = { req: PayloadRequest; overrideAccess?: boolean; previousValue?: unknown }

/**
 * Whether `key` names a stored upload of `owner` in `context` (or one of those contexts), as the app's endpoints demand before they
 * store one; the server's own writes (overrideAccess) and an unchanged key pass. Else the form's message.
 */
export async function ownedUploadCheck(
  key: string | null,
  owner: unknown,
  context: UploadContext | readonly UploadContext[],
  message: 'Cv_invalid' | 'Invalid_image_url',
  { req, overrideAccess, previousValue }: Owned,
  value: unknown,
): Promise<true | string> {
  if (key === null || overrideAccess === true || value === previousValue) return true
  const ownerId = typeof owner === 'object' && owner !== null ? (owner as { id?: unknown }).id : owner
  if (typeof ownerId === 'number' && (await ownStoredUpload(req, key, ownerId, context))) return true
  return validationText(req, message)
}
