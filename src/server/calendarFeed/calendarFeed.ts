import type { Payload, PayloadRequest } from 'payload'

import { serverUrl } from '../env'
import { feedOwnerOf, feedGeneration, regenerateFeed } from './feedOwner'
import { feedSessionsOf } from './feedSessions'
import { calendarFeedUrl, isCalendarFeedToken } from './feedToken'
import { calendarFeedIcs } from '@/domain/calendarFeed'

/**
 * The feed `userId` and `token` name, as .ics text; null for a wrong or outdated token and for an account
 * without a feed, alike, so the answer tells nothing about the account.
 */
export async function calendarFeedText(
  req: PayloadRequest,
  userId: number,
  token: string,
  now: Date,
): Promise<string | null> {
  const owner = await feedOwnerOf(req, userId)
  if (!owner || !isCalendarFeedToken(owner.id, owner.generation, token)) return null
  const sessions = await feedSessionsOf(req, owner.id, now)
  return calendarFeedIcs(sessions, {
    ownerId: owner.id,
    locale: owner.locale,
    host: new URL(serverUrl()).host,
    now,
  })
}

/** The account's current feed address (for the account itself: it is the secret). */
export async function accountCalendarFeedUrl(payload: Payload, userId: number): Promise<string> {
  return calendarFeedUrl(userId, await feedGeneration(payload, userId))
}

/** A new feed address for the account; the one before answers 404 from now on. */
export async function regenerateCalendarFeedUrl(req: PayloadRequest, userId: number): Promise<string> {
  return calendarFeedUrl(userId, await regenerateFeed(req, userId))
}
