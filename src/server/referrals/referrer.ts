import type { PayloadRequest } from 'payload'

import type { ConsentDecision } from '../consents/recordConsents'
import type { User } from '@/payload-types'

/**
 * The owner of `refCode` when a new user signs up with it and opts in to REFERRAL_TRACKING (the unticked
 * box at sign-up); else undefined: a referral is never recorded without that opt-in.
 */
export async function trackedReferrer(
  req: PayloadRequest,
  refCode: string | undefined,
  consents: readonly Pick<ConsentDecision, 'consentType' | 'status'>[],
): Promise<User | undefined> {
  const tracked = consents.some((c) => c.consentType === 'REFERRAL_TRACKING' && c.status === 'optin')
  if (!refCode || !tracked) return undefined
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { refCode: { equals: refCode } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}
