import type { Payload } from 'payload'

export type PublishedConsultant = { id: number; timezone: string | null }

async function publishedProfileOwner(payload: Payload, where: Record<string, unknown>): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'consultant-profiles',
    where: { ...where, published: { equals: true } },
    select: { user: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const owner = docs[0]?.user
  if (owner === undefined) return null
  return typeof owner === 'object' ? owner.id : owner
}

async function activeConsultant(payload: Payload, userId: number): Promise<PublishedConsultant | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { role: true, profileStatus: true, timezone: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const user = docs[0]
  if (!user || user.role !== 'CONSULTANT' || user.profileStatus !== 'ACTIVE') return null
  return { id: user.id, timezone: user.timezone ?? null }
}

/**
 * The consultant named by a user id or a consultantShortId whose slots the public may see: role
 * CONSULTANT, profileStatus ACTIVE and a published profile. Null for anyone else, so nothing leaks.
 */
export async function findPublishedConsultant(payload: Payload, id: string): Promise<PublishedConsultant | null> {
  if (/^\d{1,15}$/.test(id)) {
    const userId = Number(id)
    // Both lookups hang off the id alone, so they run side by side.
    const [owner, consultant] = await Promise.all([
      publishedProfileOwner(payload, { user: { equals: userId } }),
      activeConsultant(payload, userId),
    ])
    return owner === null ? null : consultant
  }
  const owner = await publishedProfileOwner(payload, { consultantShortId: { equals: id } })
  return owner === null ? null : activeConsultant(payload, owner)
}
