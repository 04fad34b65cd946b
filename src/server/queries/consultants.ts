import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { ConsultantProfile, Review, User } from '@/payload-types'
import { PROFILE_REVIEWS } from '@/server/sessions/publicReviews'

type Service = NonNullable<ConsultantProfile['services']>[number]
type WorkingHistory = NonNullable<ConsultantProfile['workingHistory']>[number]
type Education = NonNullable<ConsultantProfile['educationBackgrounds']>[number]

/** Only the public fields of a profile and its user, with the latest reviews and their authors' names. */
export type PublicProfileRow = RowOf<
  ConsultantProfile,
  | 'id'
  | 'consultantShortId'
  | 'tagline'
  | 'aboutMe'
  | 'country'
  | 'city'
  | 'industry'
  | 'major'
  | 'yearsOfExperience'
  | 'pricing30Min'
  | 'pricing60Min'
  | 'pricingTrial'
  | 'videoKey'
  | 'videoUrl'
  | 'linkedInUrl'
  | 'githubUrl'
  | 'xingUrl'
  | 'personalWebsite'
  | 'averageRating'
> &
  RowOf<User, 'imageUrl'> & {
    userId: User['id']
    firstName: string
    lastName: string
    published: boolean
    verified: boolean
    reviewCount: number
    languages: string[]
    skills: string[]
    services: RowOf<Service, 'serviceId' | 'title' | 'description' | 'category'>[]
    experiences: RowOf<
      WorkingHistory,
      'title' | 'organization' | 'city' | 'country' | 'fromDate' | 'toDate' | 'description'
    >[]
    education: RowOf<Education, 'type' | 'fieldOfStudy' | 'university' | 'fromDate' | 'toDate'>[]
    reviews: (RowOf<Review, 'id' | 'rating' | 'headline' | 'body' | 'createdAt'> & {
      first: string | null
      last: string | null
    })[]
  }

const publicProfileSelect = sql`select p.id, u.id as "userId", p.consultant_short_id as "consultantShortId",
  coalesce(u.first_name, '') as "firstName", coalesce(u.last_name, '') as "lastName", u.image_url as "imageUrl",
  coalesce(p.published, false) as published, coalesce(p.verified, false) as verified, p.tagline,
  p.about_me as "aboutMe", p.country, p.city, p.industry, p.major, p.years_of_experience as "yearsOfExperience",
  coalesce((select json_agg(t.text order by t."order") from consultant_profiles_texts t
    where t.parent_id = p.id and t.path = 'languages'), '[]') as languages,
  coalesce((select json_agg(t.text order by t."order") from consultant_profiles_texts t
    where t.parent_id = p.id and t.path = 'skills'), '[]') as skills,
  coalesce((select json_agg(json_build_object('serviceId', s.service_id, 'title', s.title,
    'description', s.description, 'category', s.category) order by s._order)
    from consultant_profiles_services s where s._parent_id = p.id), '[]') as services,
  p.pricing30_min::float8 as "pricing30Min", p.pricing60_min::float8 as "pricing60Min",
  p.pricing_trial::float8 as "pricingTrial", p.video_key as "videoKey", p.video_url as "videoUrl",
  p.linked_in_url as "linkedInUrl", p.github_url as "githubUrl", p.xing_url as "xingUrl",
  p.personal_website as "personalWebsite",
  coalesce((select json_agg(json_build_object('title', w.title, 'organization', w.organization, 'city', w.city,
    'country', w.country, 'fromDate', w.from_date, 'toDate', w.to_date, 'description', w.description)
    order by w._order) from consultant_profiles_working_history w where w._parent_id = p.id), '[]') as experiences,
  coalesce((select json_agg(json_build_object('type', e.type, 'fieldOfStudy', e.field_of_study,
    'university', e.university, 'city', e.city, 'country', e.country, 'fromDate', e.from_date, 'toDate', e.to_date)
    order by e._order) from consultant_profiles_education_backgrounds e where e._parent_id = p.id), '[]') as education,
  p.average_rating::float8 as "averageRating", coalesce(p.review_count, 0)::float8 as "reviewCount",
  coalesce((select json_agg(json_build_object('id', r.id, 'rating', r.rating::float8, 'headline', r.headline,
    'body', r.body, 'createdAt',
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'first', a.first_name, 'last', a.last_name)
    order by r.created_at desc, r.id desc)
    from (select * from reviews where consultant_id = u.id order by created_at desc, id desc limit ${PROFILE_REVIEWS}) r
    left join users a on a.id = r.user_id), '[]') as reviews
  from consultant_profiles p join users u on u.id = p.user_id`

/**
 * Who a public profile read names: the profile `profileId` whoever may see it (the caller checked), or
 * the published profile at `ref`, a consultant short id or its owner (by user short id or user id, as
 * `owner` resolved it; null names nobody).
 */
export type PublicProfileTarget =
  { profileId: number } | { ref: string; owner: { userId: number } | { shortId: string } | null }

/** One statement, prepared: the profile page and its API answer read it on every miss of their caches. */
export async function publicProfileRow(
  req: PayloadRequest,
  target: PublicProfileTarget,
): Promise<PublicProfileRow | undefined> {
  let query
  if ('profileId' in target) query = sql`${publicProfileSelect} where p.id = ${target.profileId} limit 1`
  else {
    const { owner } = target
    const ownedBy = !owner
      ? sql`false`
      : 'userId' in owner
        ? sql`u2.id = ${owner.userId}`
        : sql`u2.user_short_id = ${owner.shortId}`
    // A consultant short id wins over a user id or user short id that happens to be spelt the same.
    query = sql`${publicProfileSelect} where p.published = true and (p.consultant_short_id = ${target.ref}
      or p.user_id = (select u2.id from users u2 where ${ownedBy}))
      order by p.consultant_short_id = ${target.ref} desc limit 1`
  }
  const [row] = await runSql<PublicProfileRow>(req, query, { prepared: true })
  return row
}
