import type { Payload } from 'payload'

import type { PayoutAccount } from '@/payload-types'

/** The consultant's connected account as we stored it, or null before their first onboarding. */
export async function payoutAccountOf(payload: Payload, userId: number): Promise<PayoutAccount | null> {
  const { docs } = await payload.find({
    collection: 'payout-accounts',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
