import type { PayloadRequest } from 'payload'

import { executeInRequest, sql } from '@/server/db/sql'

/**
 * Recomputes a consultant's average rating (2 decimals) and review count from their reviews, in the
 * caller's transaction. The profile row is locked first, so two reviews saved at once are counted in
 * turn: the second average is read after the first review has committed.
 */
export async function refreshConsultantRating(req: PayloadRequest, consultantId: number): Promise<void> {
  const [profile] = await executeInRequest<{ id: number }>(
    req,
    sql`SELECT id FROM consultant_profiles WHERE user_id = ${consultantId} FOR UPDATE`,
  )
  if (!profile) return
  const [totals] = await executeInRequest<{ average: string | null; count: number }>(
    req,
    sql`SELECT round(avg(rating)::numeric, 2) AS average, count(*)::int AS count
        FROM reviews WHERE consultant_id = ${consultantId}`,
  )
  await req.payload.update({
    collection: 'consultant-profiles',
    id: profile.id,
    data: { averageRating: totals?.average == null ? null : Number(totals.average), reviewCount: totals?.count ?? 0 },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
