import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { ConsultantProfile, User } from '@/payload-types'

type WorkingHistory = NonNullable<ConsultantProfile['workingHistory']>[number]
type Education = NonNullable<ConsultantProfile['educationBackgrounds']>[number]

/** What a card of the consultant list shows of a profile and its user (only fields any visitor may read). */
export type ConsultantCardRow = RowOf<
  ConsultantProfile,
  'id' | 'pricing30Min' | 'industry' | 'averageRating' | 'yearsOfExperience'
> &
  RowOf<User, 'imageUrl'> & {
    userId: User['id']
    consultantShortId: string
    firstName: string
    lastName: string
    reviewCount: number
    verified: boolean
    skills: string[]
    experiences: Pick<WorkingHistory, 'title' | 'organization'>[]
    education: Pick<Education, 'fieldOfStudy' | 'university'>[]
  }

/**
 * The card rows of the given profiles, in no particular order: one statement however many there are (the
 * ids as one array, so that the statement has one text and is prepared once per connection).
 */
export async function consultantCardRows(req: PayloadRequest, profileIds: number[]): Promise<ConsultantCardRow[]> {
  if (profileIds.length === 0) return []
  return runSql<ConsultantCardRow>(
    req,
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
    where p.id = any(${sql.param(profileIds)}::int[])`,
    { prepared: true },
  )
}
