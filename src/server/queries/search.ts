import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql, type SQL } from '@/server/db/sql'
import { prefixTsQuery, searchTerms, type ConsultantFilters } from '@/domain/search'
import type { ConsultantProfile, User } from '@/payload-types'

/**
 * The consultant search reads only `consultant_search.documents` (migration search_speed): one row per
 * profile, kept by triggers, with the stored vectors and the filter values, each behind an index. A
 * misspelt term is first matched against the vocabulary of all profiles (`consultant_search.words`,
 * trigram index, pg_trgm's `<%`, threshold 0.45 set on the database), and profiles containing one of those
 * close words are found through the index on their word list. No profile text is analysed while searching.
 */
type SearchStatement = { with: SQL; where: SQL; rank: SQL }

const wordPrefix = (term: string) => sql`(d.simple @@ to_tsquery('simple', ${`${term}:*`})
  or d.german @@ to_tsquery('german', ${`${term}:*`}))`

function filterConditions(filters: ConsultantFilters): SQL[] {
  const where: SQL[] = [sql`d.listed`]
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`
  if (filters.serviceFilters.length) {
    // A catalogue id or a service title (any case): `services` holds both.
    const keys = [...filters.serviceFilters, ...filters.serviceFilters.map((value) => value.toLowerCase())]
    where.push(sql`d.services && ${list(keys)}`)
  }
  if (filters.industryFilters.length) where.push(sql`d.industry in ${filters.industryFilters}`)
  if (filters.companyFilters.length) {
    where.push(sql`d.companies && ${list(filters.companyFilters.map((value) => value.toLowerCase()))}`)
  }
  if (filters.industry) where.push(sql`d.industry = ${filters.industry}`)
  if (filters.major) where.push(sql`d.major = ${filters.major}`)
  return where
}

/** Conditions and ranking for the given search terms (none: every profile, by rating). */
function searchStatement(filters: ConsultantFilters, terms: readonly string[]): SearchStatement {
  const where = filterConditions(filters)
  const query = prefixTsQuery(terms)
  if (!query) return { with: sql``, where: sql.join(where, sql` and `), rank: sql`` }
  const termRows = terms.map((term, index) => sql`(${index + 1}, ${term})`)
  const closeWords = (no: number) => sql`(select array_agg(word) from typo where no = ${no})`
  // Every term must match: as a word prefix (simple or German stemming), or as a close misspelling.
  terms.forEach((term, index) => {
    where.push(sql`(${wordPrefix(term)} or d.words && ${closeWords(index + 1)})`)
  })
  // How well each term matched: a word prefix fully, a misspelling by its similarity to the closest word.
  const termScores = terms.map(
    (term, index) => sql`case when ${wordPrefix(term)} then 1 else coalesce(
      (select max(sim) from typo where no = ${index + 1} and word = any(d.words)), 0) end`,
  )
  return {
    with: sql`with typo as (
      select t.no, w.word, word_similarity(t.term, w.word) as sim
      from (values ${sql.join(termRows, sql`, `)}) as t(no, term)
      join consultant_search.words w on t.term <% w.word) `,
    where: sql.join(where, sql` and `),
    rank: sql`ts_rank(d.simple, to_tsquery('simple', ${query})) + ts_rank(d.german, to_tsquery('german', ${query}))
      + (${sql.join(termScores, sql` + `)}) / ${terms.length}::real desc, `,
  }
}

export type SearchPage = { ids: number[]; totalDocs: number }

/**
 * The profile ids of the ACTIVE, published consultants matching the filters, best match first (full-text
 * rank plus how closely each term matched when searching, else rating), one page of them, and how many
 * match in all. One statement whatever the page size (two past the last page).
 */
export async function searchConsultantProfileIds(req: PayloadRequest, filters: ConsultantFilters): Promise<SearchPage> {
  const statement = searchStatement(filters, searchTerms(filters.search))
  const offset = (filters.page - 1) * filters.limit
  const rows = await runSql<{ id: number; total: number }>(
    req,
    sql`${statement.with}select d.profile_id as id, (count(*) over ())::int as total
      from consultant_search.documents d
      where ${statement.where}
      order by ${statement.rank}d.rating desc nulls last, d.reviews desc nulls last, d.profile_id
      limit ${filters.limit} offset ${offset}`,
  )
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still tell how many there are.
    const [count] = await runSql<{ total: number }>(
      req,
      sql`${statement.with}select count(*)::int as total from consultant_search.documents d where ${statement.where}`,
    )
    return { ids: [], totalDocs: count?.total ?? 0 }
  }
  return { ids: rows.map((row) => row.id), totalDocs: rows[0]?.total ?? 0 }
}

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

/** The card rows of the given profiles, in no particular order: one statement however many there are. */
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
    where p.id in ${profileIds}`,
  )
}
