import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { inviterName } from '@/domain/referrals/reward'

/** The name the referral landing shows for the owner of `refCode`, or null (unknown, not live, deleted). */
export async function inviterNameOf(refCode: string): Promise<string | null> {
  const payload = await getPayload({ config })
  // The landing is public and names only first name and initial: read as the system, four fields only.
  const { docs } = await payload.find({
    collection: 'users',
    where: { refCode: { equals: refCode } },
    select: { firstName: true, lastName: true, profileStatus: true, deletedAt: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return inviterName(docs[0])
}
