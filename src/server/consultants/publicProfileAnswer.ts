import type { Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'
import { publicProfileSelect } from './publicProfileSelect'
import { consultantRefOf } from '@/domain/ids'
import { euroOrNull } from '@/domain/money'
import { reviewAuthorName } from '@/domain/sessions'

type Experience = { title: string; organization: string; city: string | null; country: string | null }
type Row = {
  userId: number
  consultantShortId: string | null
  firstName: string
  lastName: string
  imageUrl: string | null
  published: boolean
  verified: boolean
  tagline: string | null
  aboutMe: string | null
  country: string | null
  city: string | null
  languages: string[]
  industry: string | null
  major: string | null
  yearsOfExperience: string | null
  skills: string[]
  services: { serviceId: string | null; title: string; description: string | null; category: string | null }[]
  pricing30Min: number | null
  pricing60Min: number | null
  pricingTrial: number | null
  videoKey: string | null
  videoUrl: string | null
  linkedInUrl: string | null
  githubUrl: string | null
  xingUrl: string | null
  personalWebsite: string | null
  experiences: (Experience & { fromDate: string; toDate: string | null; description: string | null })[]
  education: { type: string; fieldOfStudy: string; university: string; fromDate: string; toDate: string | null }[]
  averageRating: number | null
  reviewCount: number
  reviews: {
    id: number
    rating: number
    headline: string
    body: string | null
    createdAt: string
    first: string | null
    last: string | null
  }[]
}

type Review = Omit<Row['reviews'][number], 'first' | 'last'> & { author: string }
export type PublicProfileAnswer = Omit<
  Row,
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
  let where
  if ('profileId' in target) where = sql`p.id = ${target.profileId}`
  else {
    // Digits past the id range name nobody (rather than fail the query).
    const ref = consultantRefOf(target.ref)
    const owner = !ref
      ? sql`false`
      : 'userId' in ref
        ? sql`u2.id = ${ref.userId}`
        : sql`u2.user_short_id = ${ref.shortId}`
    where = sql`p.published = true and (p.consultant_short_id = ${target.ref}
      or p.user_id = (select u2.id from users u2 where ${owner}))`
  }
  const order = 'ref' in target ? sql` order by p.consultant_short_id = ${target.ref} desc` : sql``
  const [row] = await executePrepared<Row>(payload, sql`${publicProfileSelect} where ${where}${order} limit 1`)
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
