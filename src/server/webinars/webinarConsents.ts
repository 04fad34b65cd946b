import type { PayloadRequest } from 'payload'

import { CONSENT_CONTEXTS, checkConsents, type ConsentInput } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { currentConsentsOf, versionsIn } from '@/server/consents/currentConsents'
import { recordConsents } from '@/server/consents/recordConsents'
import { Refusal, text } from '@/server/http/refusal'

const { required, optional } = CONSENT_CONTEXTS.WEBINAR_SIGNUP

/**
 * Checks the consents a webinar registration gives (the terms, agreed to by registering; webinar emails
 * when ticked) and records them, in the request's transaction, with the version in force and its text in
 * `locale`. Throws 400 CONSENT_MISSING with one field error per missing consent, as a booking does.
 */
export async function recordWebinarConsents(
  req: PayloadRequest,
  userId: number,
  consents: readonly ConsentInput[],
  locale: Locale,
): Promise<void> {
  // The optional one too: a page showing a newer published version of it sends that version.
  const inForce = await currentConsentsOf(req, [...required, ...optional])
  const check = checkConsents(consents, 'WEBINAR_SIGNUP', versionsIn(inForce))
  if (!check.ok)
    throw new Refusal(400, 'CONSENT_MISSING', text('api', 'webinarConsentMissing'), { errors: check.errors })
  await recordConsents(req, userId, check.records, locale, inForce)
}
