import type { PayloadRequest } from 'payload'

import { runSql, sql, type SQL } from '@/server/db/sql'
import type { SimilarityProfile } from '@/domain/profilePage'

/** More than a profile shows, so that the ranking in src/domain/profilePage has some to choose from. */
const MAX_CANDIDATES = 60

const skillsOf = (profileId: SQL) =>
  sql`coalesce(array(select lower(t.text) from consultant_profiles_texts t
    where t.parent_id = ${profileId} and t.path = 'skills'), '{}')`

export type SimilarityRows = { profile: SimilarityProfile | null; candidates: SimilarityProfile[] }

/**
 * The profile `profileId` and the listed consultants (published, ACTIVE) sharing its industry, major, a
 * service or a skill, read from the search documents (migration search_speed) in one statement: the best
 * rated first, at most MAX_CANDIDATES of them. Only what any visitor may see of a profile is read.
 */
export async function similarityRows(req: PayloadRequest, profileId: number): Promise<SimilarityRows> {
  const rows = await runSql<SimilarityProfile & { isProfile: boolean }>(
    req,
    sql`with target as (
        select d.profile_id, d.industry, d.major, d.services, ${skillsOf(sql`d.profile_id`)} as skills
        from consultant_search.documents d where d.profile_id = ${profileId}
      ), candidates as (
        select d.profile_id, d.industry, d.major, d.services, d.rating, d.reviews
        from consultant_search.documents d cross join target
        where d.listed and d.profile_id <> target.profile_id
          and (d.industry = target.industry or d.major = target.major or d.services && target.services
            or exists (select 1 from consultant_profiles_texts t where t.parent_id = d.profile_id
              and t.path = 'skills' and lower(t.text) = any (target.skills)))
        order by d.rating desc nulls last, d.reviews desc nulls last, d.profile_id
        limit ${MAX_CANDIDATES}
      )
      select true as "isProfile", t.profile_id as "profileId", t.industry, t.major, t.services, t.skills,
        null::float8 as rating, 0::float8 as reviews
      from target t
      union all
      select false, c.profile_id, c.industry, c.major, c.services, ${skillsOf(sql`c.profile_id`)},
        c.rating::float8, coalesce(c.reviews, 0)::float8
      from candidates c`,
  )
  const toProfile = (row: SimilarityProfile): SimilarityProfile => ({
    profileId: row.profileId,
    industry: row.industry,
    major: row.major,
    services: row.services,
    skills: row.skills,
    rating: row.rating,
    reviews: row.reviews,
  })
  return {
    profile: rows.filter((row) => row.isProfile).map(toProfile)[0] ?? null,
    candidates: rows.filter((row) => !row.isProfile).map(toProfile),
  }
}
