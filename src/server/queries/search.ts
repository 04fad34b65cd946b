import type { PayloadRequest } from 'payload'

import { firstFreeStartIn, hasFreeStartIn } from './listFreeSlots'
import type { RowOf } from './rows'
import { runSql, sql, type SQL } from '@/server/db/sql'
import {
  availableSoonWindow,
  effectiveSort,
  nextAvailableWindow,
  searchTerms,
  type ConsultantFilters,
  type ConsultantSort,
} from '@/domain/search'
import type { ConsultantProfile, User } from '@/payload-types'

/**
 * The consultant search reads only `consultant_search.documents` (migrations search_speed and
 * search_lexemes): one row per profile, kept by triggers, with the filter and order values, each behind an
 * index, and the profile's lexemes as an integer array. A search term stands for the numbers of the
 * vocabulary's lexemes that start with it (its word as the 'simple' dictionary keeps it, or its German
 * stem: a btree range) or closely resemble it (pg_trgm's `<%`, threshold 0.45 set on the database, trigram
 * index); the profiles holding one of them come from the GIN index on the arrays, and every term must
 * match. No profile text is analysed or read while searching.
 */
type SearchStatement = { with: SQL; from: SQL; where: SQL; rank: SQL | null }

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

// What the orders and the free-slot filter read of a document, carried from the matches to the page.
const ORDER_COLUMNS = sql`d.profile_id, d.rating, d.reviews, d.price30, d.years, d.user_id`

/**
 * The listed documents matching one term (number `no`), each once, with how well: 1 when one of the
 * profile's words (or German stems) starts with the term, else the similarity of its closest misspelt word.
 */
function termMatches(no: number, where: SQL): SQL {
  const prefixIds = sql`coalesce((select array_agg(p.id) from prefix p where p.no = ${no}::int), '{}')`
  return sql`select 1::real as score, ${ORDER_COLUMNS} from consultant_search.documents d
      where d.lexemes && ${prefixIds} and ${where}
    union all
    select max(t.sim), d.profile_id, any_value(d.rating), any_value(d.reviews), any_value(d.price30),
      any_value(d.years), any_value(d.user_id)
    from typo t join consultant_search.documents d on d.lexemes @> array[t.id]
    where t.no = ${no}::int and not d.lexemes && ${prefixIds} and ${where}
    group by d.profile_id`
}

/**
 * The listed documents matching every term, as `scores`, with the mean of their term scores. Ties (every
 * word-prefix match) fall to the rating, not to how often or densely a profile repeats the word.
 */
function scoredMatches(terms: readonly string[], where: SQL): SQL {
  const termRows = terms.map((term, index) => sql`(${index + 1}::int, ${term}::text)`)
  const perTerm = terms.map((_, index) => termMatches(index + 1, where))
  const scores =
    perTerm.length === 1
      ? perTerm[0]!
      : sql`select m.profile_id, any_value(m.rating) as rating, any_value(m.reviews) as reviews,
          any_value(m.price30) as price30, any_value(m.years) as years, any_value(m.user_id) as user_id,
          sum(m.score) / ${terms.length}::real as score
        from (${sql.join(perTerm, sql` union all `)}) m
        group by m.profile_id having count(*) = ${terms.length}::int`
  return sql`with term (no, term) as (values ${sql.join(termRows, sql`, `)}),
    prefix as materialized (
      select t.no, l.id from term t cross join lateral consultant_search.lexemes_of(t.term) q
      join consultant_search.lexemes l on l.stemmed = q.stemmed and l.lexeme >= q.lexeme collate "C"
        and l.lexeme < q.lexeme collate "C" || chr(1114111) and l.lexeme ^@ q.lexeme collate "C"),
    typo as materialized (
      select t.no, l.id, word_similarity(t.term, l.lexeme) as sim
      from term t join consultant_search.lexemes l on not l.stemmed and t.term <% l.lexeme
      where l.id not in (select p.id from prefix p where p.no = t.no)),
    scores as (${scores}) `
}

/** The rows, conditions and ranking for the given search terms (none: every profile, no ranking). */
function searchStatement(filters: ConsultantFilters, terms: readonly string[], now: Date): SearchStatement {
  const where = sql.join(filterConditions(filters, now), sql` and `)
  if (!terms.length) return { with: sql``, from: sql`consultant_search.documents d`, where, rank: null }
  return { with: scoredMatches(terms, where), from: sql`scores d`, where: sql`true`, rank: sql`d.score desc` }
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
 * default the best match first when searching — how closely each term matched, then the rating — else
 * the best rated), one page of them, and how many match in all. One statement whatever the page size (two
 * past the last page). `now` fixes the days the free-slot filter and order look at.
 */
export async function searchConsultantProfileIds(
  req: PayloadRequest,
  filters: ConsultantFilters,
  now: Date,
): Promise<SearchPage> {
  const rows = await runSql<{ id: number; total: number }>(req, pageStatement(filters, now))
  if (rows.length === 0 && filters.page > 1) {
    // Past the last page: still tell how many there are.
    const statement = searchStatement(filters, searchTerms(filters.search), now)
    const [count] = await runSql<{ total: number }>(
      req,
      sql`${statement.with}select count(*)::int as total from ${statement.from} where ${statement.where}`,
    )
    return { ids: [], totalDocs: count?.total ?? 0 }
  }
  return { ids: rows.map((row) => row.id), totalDocs: rows[0]?.total ?? 0 }
}

/** The statement answering one page of ids and the total (exported for the test of its plan). */
export function pageStatement(filters: ConsultantFilters, now: Date): SQL {
  const statement = searchStatement(filters, searchTerms(filters.search), now)
  return sql`${statement.with}select d.profile_id as id, (count(*) over ())::int as total
      from ${statement.from}
      where ${statement.where}
      order by ${orderBy(effectiveSort(filters), statement.rank, now)}
      limit ${filters.limit} offset ${(filters.page - 1) * filters.limit}`
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
