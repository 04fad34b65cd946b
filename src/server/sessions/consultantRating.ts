import type { PayloadRequest } from 'payload'

import { lockConsultantProfile, ratingOf } from '@/server/queries/sessions'

/**
 * Recomputes a consultant's average rating (2 decimals) and review count from their reviews, in the
 * caller's transaction. The profile row is locked first, so two reviews saved at once are counted in
 * turn: the second average is read after the first review has committed.
 */
export async function refreshConsultantRating(req: PayloadRequest, consultantId: number): Promise<void> {
  const profile = await lockConsultantProfile(req, consultantId)
  if (!profile) return
  await req.payload.update({
    collection: 'consultant-profiles',
    id: profile.id,
    data: await ratingOf(req, consultantId),
    depth: 0,
    req,
    overrideAccess: true,
  })
}
