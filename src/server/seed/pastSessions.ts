import { createLocalReq, type Payload } from 'payload'

import { SEED_REVIEWS, type SeedReview } from './reviews'
import { billingName } from '@/domain/booking/businessBilling'
import { quotePrice } from '@/domain/money'
import { sessionInterval, type SessionType } from '@/domain/scheduling'
import type { ConsultantProfile } from '@/payload-types'
import { refreshConsultantRating } from '@/server/sessions/consultantRating'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

type Person = {
  id: number
  timezone?: string | null
  firstName?: string | null
  lastName?: string | null
  email: string
}

function listPriceCents(profile: ConsultantProfile, sessionType: SessionType): number {
  if (sessionType === '30MINUTES') return profile.pricing30Min ?? 0
  if (sessionType === '60MINUTES') return profile.pricing60Min ?? 0
  return profile.pricingTrial ?? 0
}

/**
 * A whole hour or half hour `workingDaysAgo` working days before `now`, varied by `index`. Counting working
 * days (not moving a weekend onto its Friday) keeps different counts on different days, in the same order
 * whatever weekday `now` is: the newest reviews on the home page do not change with the day of the week.
 */
export function pastStart(now: Date, workingDaysAgo: number, index: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  let left = workingDaysAgo
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() - 1)
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1
  }
  return new Date(day.getTime() + (8 + (index % 9)) * HOUR_MS + (index % 2) * 30 * 60_000)
}

async function userByEmail(payload: Payload, email: string): Promise<Person | undefined> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  return docs[0]
}

/** The completed consultation of `review`, as the booking and completion services would have left it. */
function consultationData(
  review: SeedReview,
  index: number,
  consultant: Person,
  consultee: Person,
  profile: ConsultantProfile,
  now: Date,
) {
  const { start, end } = sessionInterval(pastStart(now, review.workingDaysAgo, index), review.sessionType)
  const grossCents = listPriceCents(profile, review.sessionType)
  const quote = quotePrice({ grossCents, isB2B: false, billingCountry: null, geoCountry: 'DE' })
  const requestedAt = new Date(start.getTime() - 4 * DAY_MS).toISOString()
  const paid = quote.total > 0
  return {
    consultant: consultant.id,
    user: consultee.id,
    status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION' as const,
    sessionType: review.sessionType,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    consulteeTimezone: consultee.timezone ?? 'Europe/Berlin',
    services: (profile.services ?? []).slice(0, 1).map(({ serviceId, title }) => ({ serviceId, title })),
    price: {
      grossCents,
      netCents: quote.net,
      vatCents: quote.vat,
      discountCents: 0,
      totalCents: quote.total,
      processingFeesCents: 0,
      consultantEarningCents: quote.consultantEarning,
      platformFeeCents: quote.platformFee,
      vatApplied: quote.vatApplied,
      isB2B: false,
      billingCountry: 'DE',
      geoCountry: 'DE',
    },
    billedTo: { name: billingName(consultee) },
    payment: paid
      ? { provider: 'test' as const, status: 'captured' as const, methodType: 'card', authorisedAt: requestedAt }
      : { provider: 'free' as const },
    requestedAt,
    confirmedAt: new Date(start.getTime() - 3 * DAY_MS).toISOString(),
    completedAt: new Date(end.getTime() + 2 * HOUR_MS).toISOString(),
    feedbackGivenAt: new Date(end.getTime() + 2 * HOUR_MS).toISOString(),
  }
}

/**
 * The demo consultants' past sessions with their consultees' reviews, unless a consultee already had a
 * session with that consultant. The ratings then follow from the reviews, as after a real review.
 * Seeded sessions earn nothing in the wallet: the demo invents no money and queues no transfers.
 * Returns how many reviews were new.
 */
export async function seedPastSessions(payload: Payload, now: Date): Promise<number> {
  const rated = new Set<number>()
  let created = 0
  for (const [index, review] of SEED_REVIEWS.entries()) {
    const [consultant, consultee] = await Promise.all([
      userByEmail(payload, review.consultant),
      userByEmail(payload, review.by),
    ])
    if (!consultant || !consultee) continue
    const { totalDocs } = await payload.count({
      collection: 'consultations',
      where: { and: [{ consultant: { equals: consultant.id } }, { user: { equals: consultee.id } }] },
    })
    if (totalDocs > 0) continue
    const { docs } = await payload.find({
      collection: 'consultant-profiles',
      where: { user: { equals: consultant.id } },
      limit: 1,
      depth: 0,
    })
    const profile = docs[0]
    if (!profile) continue
    const data = consultationData(review, index, consultant, consultee, profile, now)
    const consultation = await payload.create({ collection: 'consultations', data, depth: 0 })
    await payload.create({
      collection: 'reviews',
      data: {
        consultation: consultation.id,
        consultant: consultant.id,
        user: consultee.id,
        rating: review.rating,
        headline: review.headline,
        body: review.body,
        createdAt: data.feedbackGivenAt,
      },
      depth: 0,
    })
    rated.add(consultant.id)
    created++
  }
  const req = await createLocalReq({}, payload)
  for (const consultantId of rated) await refreshConsultantRating(req, consultantId)
  return created
}
