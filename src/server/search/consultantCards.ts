import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { euroOrNull } from '@/domain/money'

export type ConsultantCard = {
  userId: number
  consultantShortId: string
  firstName: string
  lastName: string
  imageUrl: string | null
  pricing: { pricing30Min: number | null }
  skills: string[]
  experiences: { title: string; organization: string }[]
  education: { fieldOfStudy: string; university: string }[]
  industry: string | null
  averageRating: number | null
  reviewCount: number
  yearsOfExperience: string | null
  verified: boolean
}

type CardRow = Omit<ConsultantCard, 'pricing'> & { id: number; pricing30Min: number | null }

/**
 * The cards of spec §3 for the given profiles, in the order given: one SQL statement however many there
 * are. Read directly rather than through two Local API finds, which cost a list request most of its time;
 * only public fields are selected (the same ones any visitor may read).
 */
export async function consultantCards(payload: Payload, profileIds: number[]): Promise<ConsultantCard[]> {
  if (profileIds.length === 0) return []
  const rows = await execute<CardRow>(
    payload,
    sql`select p.id, u.id as "userId", coalesce(p.consultant_short_id, '') as "consultantShortId",
      coalesce(u.first_name, '') as "firstName", coalesce(u.last_name, '') as "lastName", u.image_url as "imageUrl",
      p.pricing30_min::float8 as "pricing30Min", p.industry, p.average_rating::float8 as "averageRating",
      coalesce(p.review_count, 0)::float8 as "reviewCount", p.years_of_experience as "yearsOfExperience",
      coalesce(p.verified, false) as verified,
      coalesce((select json_agg(t.text order by t."order") from consultant_profiles_texts t
        where t.parent_id = p.id and t.path = 'skills'), '[]') as skills,
      coalesce((select json_agg(json_build_object('title', w.title, 'organization', w.organization) order by w._order)
        from consultant_profiles_working_history w where w._parent_id = p.id), '[]') as experiences,
      coalesce((select json_agg(json_build_object('fieldOfStudy', e.field_of_study, 'university', e.university)
        order by e._order) from consultant_profiles_education_backgrounds e where e._parent_id = p.id), '[]') as education
    from consultant_profiles p join users u on u.id = p.user_id
    where p.id in ${profileIds}`,
  )
  const rowById = new Map(rows.map((row) => [Number(row.id), row]))
  return profileIds.flatMap((id) => {
    const row = rowById.get(id)
    if (!row) return []
    return [
      {
        userId: row.userId,
        consultantShortId: row.consultantShortId,
        firstName: row.firstName,
        lastName: row.lastName,
        imageUrl: row.imageUrl,
        pricing: { pricing30Min: euroOrNull(row.pricing30Min) },
        skills: row.skills,
        experiences: row.experiences,
        education: row.education,
        industry: row.industry,
        averageRating: row.averageRating,
        reviewCount: row.reviewCount,
        yearsOfExperience: row.yearsOfExperience,
        verified: row.verified,
      },
    ]
  })
}
