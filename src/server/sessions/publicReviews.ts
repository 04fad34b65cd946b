import type { Payload, Where } from 'payload'

import { reviewAuthorName } from '@/domain/sessions'

export type PublicReview = {
  id: number
  rating: number
  headline: string
  body: string | null
  createdAt: string
  author: string
  consultant: { id: number; firstName: string; lastName: string; consultantShortId: string | null }
}

/** How many of the latest reviews a profile shows. */
export const PROFILE_REVIEWS = 10

type Options = { consultantId?: number; minRating?: number; limit: number }

/**
 * Reviews as anyone may read them (never the private note), newest first, with the reviewer named as
 * "First L." and the consultant's public name; for a profile, or across the site for the home page.
 */
export async function publicReviews(
  payload: Payload,
  { consultantId, minRating, limit }: Options,
): Promise<PublicReview[]> {
  const where: Where[] = []
  if (consultantId !== undefined) where.push({ consultant: { equals: consultantId } })
  if (minRating !== undefined) where.push({ rating: { greater_than_equal: minRating } })
  const { docs } = await payload.find({
    collection: 'reviews',
    where: where.length ? { and: where } : {},
    sort: '-createdAt',
    limit,
    pagination: false,
    depth: 0,
    select: { rating: true, headline: true, body: true, createdAt: true, user: true, consultant: true },
  })
  const userIds = [...new Set(docs.flatMap((doc) => [doc.user, doc.consultant]).map(Number))]
  const [users, profiles] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { id: { in: userIds } },
      pagination: false,
      depth: 0,
      select: { firstName: true, lastName: true },
    }),
    payload.find({
      collection: 'consultant-profiles',
      where: { user: { in: userIds } },
      pagination: false,
      depth: 0,
      select: { user: true, consultantShortId: true },
    }),
  ])
  const userById = new Map(users.docs.map((user) => [user.id, user]))
  const shortIdByUser = new Map(profiles.docs.map((profile) => [Number(profile.user), profile.consultantShortId]))
  return docs.map((doc) => {
    const author = userById.get(Number(doc.user))
    const consultant = userById.get(Number(doc.consultant))
    return {
      id: doc.id,
      rating: doc.rating,
      headline: doc.headline,
      body: doc.body ?? null,
      createdAt: doc.createdAt,
      author: reviewAuthorName(author?.firstName, author?.lastName),
      consultant: {
        id: Number(doc.consultant),
        firstName: consultant?.firstName ?? '',
        lastName: consultant?.lastName ?? '',
        consultantShortId: shortIdByUser.get(Number(doc.consultant)) ?? null,
      },
    }
  })
}
