import { createLocalReq, type Payload } from 'payload'

import { consultantRefOf } from '@/domain/ids'
import { euroOrNull } from '@/domain/money'
import { reviewAuthorName } from '@/domain/sessions'
import { publicProfileRow, type PublicProfileRow } from '@/server/queries/consultants'

type Row = PublicProfileRow

type Review = Omit<Row['reviews'][number], 'first' | 'last'> & { author: string }
export type PublicProfileAnswer = Omit<
  Row,
  | 'id'
  | 'published'
  | 'pricing30Min'
  | 'pricing60Min'
  | 'pricingTrial'
  | 'videoKey'
  | 'linkedInUrl'
  | 'githubUrl'
  | 'xingUrl'
  | 'personalWebsite'
  | 'reviews'
> & {
  preview: boolean
  pricing: { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }
  links: Pick<Row, 'linkedInUrl' | 'githubUrl' | 'xingUrl' | 'personalWebsite'>
  reviews: Review[]
}

/**
 * GET /api/consultants/{id}'s answer for the profile at `ref` (consultant short id, user short id or user
 * id) when it is published, or for the profile `profileId` whoever may see it (the caller checked).
 */
export async function publicProfileAnswer(
  payload: Payload,
  target: { ref: string } | { profileId: number },
): Promise<PublicProfileAnswer | null> {
  const req = await createLocalReq({}, payload)
  // Digits past the id range name nobody (rather than fail the query).
  const row = await publicProfileRow(
    req,
    'profileId' in target ? target : { ref: target.ref, owner: consultantRefOf(target.ref) },
  )
  if (!row) return null
  return {
    userId: row.userId,
    consultantShortId: row.consultantShortId,
    firstName: row.firstName,
    lastName: row.lastName,
    imageUrl: row.imageUrl,
    preview: !row.published,
    verified: row.verified,
    tagline: row.tagline,
    aboutMe: row.aboutMe,
    country: row.country,
    city: row.city,
    languages: row.languages,
    industry: row.industry,
    major: row.major,
    yearsOfExperience: row.yearsOfExperience,
    skills: row.skills,
    services: row.services,
    pricing: {
      pricing30Min: euroOrNull(row.pricing30Min),
      pricing60Min: euroOrNull(row.pricing60Min),
      pricingTrial: euroOrNull(row.pricingTrial),
    },
    videoUrl: row.videoKey ? `/api/uploads/file/${row.videoKey}` : row.videoUrl,
    links: {
      linkedInUrl: row.linkedInUrl,
      githubUrl: row.githubUrl,
      xingUrl: row.xingUrl,
      personalWebsite: row.personalWebsite,
    },
    experiences: row.experiences,
    education: row.education,
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    reviews: row.reviews.map(({ first, last, ...review }) => ({ ...review, author: reviewAuthorName(first, last) })),
  }
}
