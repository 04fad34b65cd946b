import type { Payload, Where } from 'payload'

import { consultantRefOf } from '@/domain/ids'
import type { ConsultantProfile, User } from '@/payload-types'

export type PublicProfile = {
  profile: ConsultantProfile
  name: { firstName: string; lastName: string }
  imageUrl: string | null
  /** Only the owner (or staff) sees a profile that is not public yet. */
  preview: boolean
}

/**
 * The profile at /consultants/{consultantShortId, userShortId or user id}, as `viewer` may see it: public
 * while published (the consultant is ACTIVE), otherwise only for its owner, reviewers and admins.
 */
export async function findPublicProfile(
  payload: Payload,
  id: string,
  viewer: User | null,
): Promise<PublicProfile | null> {
  // No page count: one profile is looked up, not listed.
  const asViewer = { overrideAccess: false, user: viewer, depth: 0, limit: 1, pagination: false } as const
  let profile = (
    await payload.find({ collection: 'consultant-profiles', where: { consultantShortId: { equals: id } }, ...asViewer })
  ).docs[0]
  if (!profile) {
    const ref = consultantRefOf(id)
    const byUser: Where | null = !ref
      ? null
      : 'userId' in ref
        ? { id: { equals: ref.userId } }
        : { userShortId: { equals: ref.shortId } }
    const owner = byUser
      ? (await payload.find({ collection: 'users', where: byUser, depth: 0, limit: 1, pagination: false })).docs[0]
      : undefined
    if (owner) {
      profile = (
        await payload.find({ collection: 'consultant-profiles', where: { user: { equals: owner.id } }, ...asViewer })
      ).docs[0]
    }
  }
  if (!profile) return null
  const userId = typeof profile.user === 'object' ? profile.user.id : profile.user
  // Only the public fields of the user: their name and picture.
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    select: { firstName: true, lastName: true, imageUrl: true },
  })
  return {
    profile,
    name: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    imageUrl: user.imageUrl ?? null,
    preview: !profile.published,
  }
}
