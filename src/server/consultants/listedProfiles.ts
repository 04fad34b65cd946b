import type { Payload } from 'payload'

export type ListedProfile = { consultantShortId: string; updatedAt: string }

/** Every profile the public may find: published, of an ACTIVE consultant (the same rule as the search). */
export async function listedProfiles(payload: Payload): Promise<ListedProfile[]> {
  const { docs } = await payload.find({
    collection: 'consultant-profiles',
    where: {
      published: { equals: true },
      'user.profileStatus': { equals: 'ACTIVE' },
      consultantShortId: { exists: true },
    },
    select: { consultantShortId: true, updatedAt: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap(({ consultantShortId, updatedAt }) =>
    consultantShortId ? [{ consultantShortId, updatedAt: new Date(updatedAt).toISOString() }] : [],
  )
}
