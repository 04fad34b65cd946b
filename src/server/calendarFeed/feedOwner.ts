import type { Payload, PayloadRequest } from 'payload'

import { feedGenerationOf } from '@/domain/calendarFeed'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locale'

export type FeedOwner = { id: number; locale: Locale; generation: number }

// The generation is nobody's to read through an API: the server reads and writes it with overrideAccess.
const OWNER_FIELDS = {
  role: true,
  profileStatus: true,
  locale: true,
  deletedAt: true,
  calendarFeedGeneration: true,
} as const

/**
 * The account whose feed `userId` names, or null when it has none: no such account, a deleted one, one that
 * never confirmed its email, or a staff account (staff have no sessions).
 */
export async function feedOwnerOf(req: PayloadRequest, userId: number): Promise<FeedOwner | null> {
  const user = await req.payload.findByID({
    collection: 'users',
    id: userId,
    select: OWNER_FIELDS,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!user || user.deletedAt || user.profileStatus === 'NOT_CONFIRMED') return null
  if (user.role !== 'USER' && user.role !== 'CONSULTANT') return null
  return {
    id: userId,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    generation: feedGenerationOf(user.calendarFeedGeneration),
  }
}

/** The account's feed generation (0 until the first regeneration); `req` joins its transaction. */
export async function feedGeneration(payload: Payload, userId: number, req?: PayloadRequest): Promise<number> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    select: { calendarFeedGeneration: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return feedGenerationOf(user.calendarFeedGeneration)
}

/**
 * Counts the account's feed generation up, so the address given so far answers 404 from now on; answers
 * the new generation. Two regenerations at once may both land on the same one, which is as good.
 */
export async function regenerateFeed(req: PayloadRequest, userId: number): Promise<number> {
  const next = (await feedGeneration(req.payload, userId, req)) + 1
  await req.payload.update({
    collection: 'users',
    id: userId,
    data: { calendarFeedGeneration: next },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return next
}
