import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import type { Locale } from '@/domain/locale'
import { profileSessionType } from '@/domain/profilePage'
import {
  addDays,
  earliestBookableDay,
  nextAvailabilityMessage,
  nextFreeSlots,
  NEXT_AVAILABILITY_HORIZON_DAYS,
  type FreeSlot,
  type FreeStartTimes,
  type SessionType,
} from '@/domain/scheduling'
import { usableTimeZone } from '@/domain/time'
import type { User } from '@/payload-types'
import { freeStartsRead } from '@/server/availability/cachedFreeStarts'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import type { PublicProfile } from '@/server/consultants/publicProfile'
import { similarConsultantCards } from '@/server/consultants/similarConsultants'
import type { ConsultantCard } from '@/server/search/consultantCards'
import { PROFILE_REVIEWS, publicReviews, type PublicReview } from '@/server/sessions/publicReviews'

/** 'Next available: tomorrow at 09:00', and the zone it is told in. */
export type NextAvailability = { message: string; timeZone: string }

/** The next free starts a profile offers, for the session type the calendar opens on. */
export type ProfileFreeSlots = { slots: FreeSlot[]; timeZone: string; sessionType: SessionType }

/** A similar consultant's card and the name of their industry in the page's language. */
export type SimilarConsultant = { card: ConsultantCard; industryLabel: string | null }

export type ProfilePageData = {
  reviews: PublicReview[]
  nextAvailability: NextAvailability | null
  freeSlots: ProfileFreeSlots | null
  similar: SimilarConsultant[]
  /** The zone the viewer reads dates in: theirs, else the fallback zone for visitors. */
  timeZone: string
}

/** How many free starts the booking card offers, and of one day at most. */
const FREE_SLOT_PICK = { count: 6, perDay: 3 }

/**
 * The free starts of the next two weeks in the viewer's zone, read as GET /api/availability/{id} reads
 * them (and from the same cache), for the session type the calendar opens on; null when the consultant's
 * slots are not public.
 */
async function freeStartsAhead(
  payload: Payload,
  consultantId: number,
  sessionType: SessionType,
  viewerZone: string,
  now: Date,
): Promise<FreeStartTimes | null> {
  const startDay = earliestBookableDay(now, viewerZone)
  const endDay = addDays(startDay, NEXT_AVAILABILITY_HORIZON_DAYS - 1)
  const query = { viewerZone, startDay, endDay, sessionType, now }
  const read = await freeStartsRead(await createLocalReq({}, payload), String(consultantId), query)
  const body = read && (await read.body())
  return body ? (JSON.parse(body) as FreeStartTimes) : null
}

async function similarOf(payload: Payload, profileId: number, locale: Locale): Promise<SimilarConsultant[]> {
  const cards = await similarConsultantCards(payload, profileId)
  if (cards.length === 0) return []
  const labels = new Map((await loadIndustries(payload, locale)).map((industry) => [industry.id, industry.label]))
  return cards.map((card) => ({ card, industryLabel: (card.industry && labels.get(card.industry)) || null }))
}

/**
 * What a public profile shows besides the profile: its latest reviews, a few similar consultants and,
 * unless it is a preview, the next free starts in the viewer's zone (the fallback zone for visitors) and
 * the sentence about the first of them, as GET /api/availability/next tells it.
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
  // Without any price the calendar opens on 30 minutes, as it does for a link without a type.
  const sessionType = profileSessionType(profile) ?? '30MINUTES'
  const [reviews, free, similar] = await Promise.all([
    publicReviews(payload, { consultantId, limit: PROFILE_REVIEWS }),
    preview ? null : freeStartsAhead(payload, consultantId, sessionType, timeZone, now),
    preview ? [] : similarOf(payload, profile.id, locale),
  ])
  if (!free) return { reviews, nextAvailability: null, freeSlots: null, similar, timeZone }
  const slots = nextFreeSlots(free, now, FREE_SLOT_PICK)
  const first = slots[0] ? new Date(slots[0].start) : null
  return {
    reviews,
    nextAvailability: { message: nextAvailabilityMessage(first, now, free.timezone, locale), timeZone: free.timezone },
    freeSlots: { slots, timeZone: free.timezone, sessionType },
    similar,
    timeZone,
  }
}
