import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/domain/locale'
import { usableTimeZone } from '@/domain/time'
import type { User } from '@/payload-types'
import { nextAvailabilityOf } from '@/server/availability/slotQueries'
import type { PublicProfile } from '@/server/consultants/publicProfile'
import { PROFILE_REVIEWS, publicReviews, type PublicReview } from '@/server/sessions/publicReviews'

/** 'Next available: tomorrow at 09:00', and the zone it is told in. */
export type NextAvailability = { message: string; timeZone: string }

export type ProfilePageData = {
  reviews: PublicReview[]
  nextAvailability: NextAvailability | null
  /** The zone the viewer reads dates in: theirs, else the fallback zone for visitors. */
  timeZone: string
}

/**
 * What a public profile shows besides the profile: its latest reviews and, unless it is a preview, the
 * next free slot in the viewer's zone (the fallback zone for visitors), worked out as GET
 * /api/availability/next does.
 */
export async function profilePageData(
  payload: Payload,
  { profile, preview }: PublicProfile,
  viewer: User | null,
  locale: Locale,
  now: Date,
): Promise<ProfilePageData> {
  const consultantId = typeof profile.user === 'object' ? profile.user.id : profile.user
  const timeZone = usableTimeZone(viewer?.timezone, now)
  const [reviews, next] = await Promise.all([
    publicReviews(payload, { consultantId, limit: PROFILE_REVIEWS }),
    preview ? null : nextAvailabilityOf(payload, String(consultantId), { viewerZone: timeZone, locale, now }),
  ])
  return { reviews, nextAvailability: next ? { message: next.nextAvailabilityMessage, timeZone } : null, timeZone }
}
