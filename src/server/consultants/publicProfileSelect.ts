import { sql } from '../db/sql'
import { PROFILE_REVIEWS } from '@/server/sessions/publicReviews'

/** Only the public fields of a profile and its user, with the latest reviews: one statement. */
export const publicProfileSelect = sql`select p.id, u.id as "userId", p.consultant_short_id as "consultantShortId",
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
