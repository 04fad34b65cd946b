import type { PayloadRequest } from 'payload'

import type { ConsentDecision } from '../consents/recordConsents'
import { isLiveInviter } from '@/domain/referrals/reward'
import type { User } from '@/payload-types'

/**
 * The id of the owner of `refCode` when a new user signs up with it and opts in to REFERRAL_TRACKING (the
 * unticked box at sign-up), and the owner's link is live (as on the referral landing); else undefined: a
 * referral is never recorded without that opt-in, nor for a deleted account or one not yet ACTIVE.
 */
export async function trackedReferrer(
  req: PayloadRequest,
  refCode: string | undefined,
  consents: readonly Pick<ConsentDecision, 'consentType' | 'status'>[],
): Promise<User['id'] | undefined> {
  const tracked = consents.some((c) => c.consentType === 'REFERRAL_TRACKING' && c.status === 'optin')
  if (!refCode || !tracked) return undefined
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { refCode: { equals: refCode } },
    select: { profileStatus: true, deletedAt: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const owner = docs[0]
  return owner && isLiveInviter(owner) ? owner.id : undefined
}
