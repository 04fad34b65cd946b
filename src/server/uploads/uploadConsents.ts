import type { PayloadRequest } from 'payload'

import { CONSENT_CONTEXTS, checkConsents, type ConsentInput } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { UPLOAD_CONSENT_CONTEXTS, type UploadContext } from '@/domain/schemas'
import { currentConsentsOf, versionsIn } from '@/server/consents/currentConsents'
import { recordConsents } from '@/server/consents/recordConsents'
import { Refusal, text } from '@/server/http/refusal'

/**
 * Checks the consents an upload of `context` needs (a document: storing it and checking it for the
 * verification; a video: storing it) and records them, in the request's transaction, before the upload
 * is announced. Throws 400 CONSENT_MISSING with one field error per missing consent, as a booking does.
 * Consents sent with a picture are ignored: it needs none.
 */
export async function recordUploadConsents(
  req: PayloadRequest,
  userId: number,
  context: UploadContext,
  consents: readonly ConsentInput[],
  locale: Locale,
): Promise<void> {
  const consentContext = UPLOAD_CONSENT_CONTEXTS[context]
  if (!consentContext) return
  const inForce = await currentConsentsOf(req, CONSENT_CONTEXTS[consentContext].required)
  const check = checkConsents(consents, consentContext, versionsIn(inForce))
  if (!check.ok)
    throw new Refusal(400, 'CONSENT_MISSING', text('api', 'uploadConsentMissing'), { errors: check.errors })
  await recordConsents(req, userId, check.records, locale, inForce)
}
