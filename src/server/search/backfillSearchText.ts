import type { Payload, PayloadRequest } from 'payload'

/** Profiles saved before the search existed get their search text from the profile hook. */
export async function backfillSearchText(payload: Payload, req?: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'consultant-profiles',
    where: { searchText: { exists: false } },
    select: {},
    pagination: false,
    depth: 0,
    req,
  })
  for (const profile of docs) {
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: {}, req, overrideAccess: true })
  }
  return docs.length
}
