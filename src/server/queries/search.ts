import type { PayloadRequest } from 'payload'

import { firstFreeStartIn, hasFreeStartIn } from './listFreeSlots'
import type { RowOf } from './rows'
import { runSql, sql, type SQL } from '@/server/db/sql'
import {
  availableSoonWindow,
  effectiveSort,
  nextAvailableWindow,
  prefixTsQuery,
  searchTerms,
  type ConsultantFilters,
  type ConsultantSort,
} from '@/domain/search'
import type { ConsultantProfile, User } from '@/payload-types'

/**
 * The consultant search reads only `consultant_search.documents` (migration search_speed): one row per
 * profile, kept by triggers, with the stored vectors and the filter values, each behind an index. A
 * misspelt term is first matched against the vocabulary of all profiles (`consultant_search.words`,
 * trigram index, pg_trgm's `<%`, threshold 0.45 set on the database), and profiles containing one of those
 * close words are found through the index on their word list. No profile text is analysed while searching.
 */
type SearchStatement = { with: SQL; where: SQL; rank: SQL | null }

const wordPrefix = (term: string) => sql`(d.simple @@ to_tsquery('simple', ${`${term}:*`})
  or d.german @@ to_tsquery('german', ${`${term}:*`}))`

function filterConditions(filters: ConsultantFilters, now: Date): SQL[] {
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
  if (filters.language) where.push(sql`d.languages @> ${list([filters.language])}`)
  // On the 30-minute price, in cents; a consultant without a price is in no range.
  if (filters.minPrice !== undefined) where.push(sql`d.price30 >= ${filters.minPrice * 100}`)
  if (filters.maxPrice !== undefined) where.push(sql`d.price30 <= ${filters.maxPrice * 100}`)
  if (filters.availableWithin7Days) where.push(hasFreeStartIn(availableSoonWindow(now)))
  return where
}

/** Conditions and ranking for the given search terms (none: every profile, no ranking). */
function searchStatement(filters: ConsultantFilters, terms: readonly string[], now: Date): SearchStatement {
  const where = filterConditions(filters, now)
  const query = prefixTsQuery(terms)
  if (!query) return { with: sql``, where: sql.join(where, sql` and `), rank: null }
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
      + (${sql.join(termScores, sql` + `)}) / ${terms.length}::real desc`,
  }
}

// Ties, and the default order: best rated first, then most reviewed, then oldest profile (stable pages).
const BY_RATING = sql`d.rating desc nulls last, d.reviews desc nulls last, d.profile_id`

/**
 * The ORDER BY of each sort (each has an index of migration discovery_filters or search_speed). Prices:
 * free sessions are the cheapest, a consultant without a price comes last either way. Next available: the
 * first free start of the next 14 bookable days, those with none last.
 */
function orderBy(sort: ConsultantSort, rank: SQL | null, now: Date): SQL {
  switch (sort) {
    case 'relevance':
      return rank ? sql`${rank}, ${BY_RATING}` : BY_RATING
    case 'price-asc':
      return sql`d.price30 asc nulls last, ${BY_RATING}`
    case 'price-desc':
      return sql`d.price30 desc nulls last, ${BY_RATING}`
    case 'experience':
      return sql`d.years desc nulls last, ${BY_RATING}`
    case 'next-available':
      return sql`${firstFreeStartIn(nextAvailableWindow(now))} asc nulls last, ${BY_RATING}`
    case 'rating':
      return BY_RATING
  }
}

export type SearchPage = { ids: number[]; totalDocs: number }

/**
 * The profile ids of the ACTIVE, published consultants matching the filters, in the order asked for (by
 * default the best match first when searching — full-text rank plus how closely each term matched — else
 * the best rated), one page of them, and how many match in all. One statement whatever the page size (two
 * past the last page). `now` fixes the days the free-slot filter and order look at.
 */
export async function searchConsultantProfileIds(
  req: PayloadRequest,
  filters: ConsultantFilters,
  now: Date,
): Promise<SearchPage> {
  const statement = searchStatement(filters, searchTerms(filters.search), now)
  const offset = (filters.page - 1) * filters.limit
  const rows = await runSql<{ id: number; total: number }>(
    req,
    sql`${statement.with}select d.profile_id as id, (count(*) over ())::int as total
      from consultant_search.documents d
      where ${statement.where}
      order by ${orderBy(effectiveSort(filters), statement.rank, now)}
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
