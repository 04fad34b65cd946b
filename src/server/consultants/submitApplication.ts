import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'
import { CONSENT_CONTEXTS } from '@/domain/consents'
import { msg, type FieldError } from '@/domain/schemas'
import { latestConsents } from '@/server/consents/latestConsents'
import { Refusal, text } from '@/server/http/refusal'

/**
 * Throws 400 CONSENT_MISSING, one field error per consent, when the consultant's newest decision on a
 * consent the application requires is not an opt-in (e.g. step 4 was saved before it was asked for).
 */
async function assertApplicationConsents(req: PayloadRequest, userId: number): Promise<void> {
  const latest = await latestConsents(req, userId)
  const errors: FieldError[] = CONSENT_CONTEXTS.APPLICATION.required
    .filter((type) => latest.get(type)?.status !== 'optin')
    .map((type) => ({ path: `consents.${type}`, message: msg('Consent_required') }))
  if (errors.length > 0) {
    throw new Refusal(400, 'CONSENT_MISSING', text('api', 'applicationConsentMissing'), { errors })
  }
}

/**
 * Moves a complete application to review and marks it for the reviewers' list, in one transaction;
 * refused while a consent the application requires is not on record.
 */
export async function submitApplication(req: PayloadRequest, userId: number): Promise<void> {
  const { payload } = req
  await inTransaction(req, async () => {
    await assertApplicationConsents(req, userId)
    await payload.update({
      collection: 'users',
      id: userId,
      data: { profileStatus: 'APPLICATION_SUBMITTED' },
      req,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'consultant-profiles',
      where: { user: { equals: userId } },
      data: { reviewState: 'SUBMITTED', submittedAt: new Date().toISOString() },
      req,
      overrideAccess: true,
    })
  })
}
