import type { PayloadRequest } from 'payload'

import { firstFreeStartIn } from './listFreeSlots'
import { filterConditions, termLexemes } from './searchConditions'
import { runSql, sql, type SQL } from '@/server/db/sql'
import {
  effectiveSort,
  nextAvailableWindow,
  searchTerms,
  type ConsultantFilters,
  type ConsultantSort,
} from '@/domain/search'

/**
 * The consultant search reads only `consultant_search.documents` (migrations search_speed and
 * search_lexemes): one row per profile, kept by triggers, with the filter and order values, each behind an
 * index, and the profile's lexemes as an integer array. A search term stands for the numbers of the
 * vocabulary's lexemes that start with it (its word as the 'simple' dictionary keeps it, or its German
 * stem: a btree range) or closely resemble it (pg_trgm's `<%` with the threshold each connection sets,
 * src/server/db/connectionOptions.ts; trigram index); the profiles holding one of them come from the GIN
 * index on the arrays, and every term must match. No profile text is analysed or read while searching.
 *
 * One statement answers the count and the page. The count is taken from the GIN index alone (no row is
 * ranked or carried for it). The page is read down the index of its order while the matches are dense
 * enough to fill it within the first rows (`walkRows`), so a word most profiles hold costs a few rows,
 * not one per match. Ordered by relevance, the profiles every term matches by a word prefix come first:
 * when they fill the page, it is theirs, sorted by rating, however many profiles a misspelling of the term
 * resembles. Only otherwise are all the matches sorted (and, for relevance, scored).
 */
// What a page's rows carry to be put in order: the order values of the document, and the relevance score.
const pageColumns = (score: SQL, nextStart: SQL) =>
  sql`d.profile_id, ${score} as score, d.rating, d.reviews, d.price30, d.years, ${nextStart} as next_start`

/**
 * The documents matching every term, each once, with the mean of their term scores: 1 for a term one of
 * the profile's words (or German stems) starts with, else the similarity of its closest misspelt word.
 * Ties (every word-prefix match) fall to the rating, not to how often or densely a profile repeats the word.
 */
function scoredMatches(terms: readonly string[], where: SQL): SQL {
  const perTerm = terms.map((_, index) => {
    const no = sql`${index + 1}::int`
    return sql`select m.profile_id, max(m.score) as score, any_value(m.rating) as rating, any_value(m.reviews) as reviews
      from (select 1::real as score, d.profile_id, d.rating, d.reviews from consultant_search.documents d
          where ${where} and d.lexemes && (select i.prefix_ids from ids i where i.no = ${no})
        union all
        select y.sim, d.profile_id, d.rating, d.reviews
          from typo y join consultant_search.documents d on d.lexemes @> array[y.id]
          where y.no = ${no} and ${where}) m
      group by m.profile_id`
  })
  const scores =
    perTerm.length === 1
      ? perTerm[0]!
      : sql`select s.profile_id, sum(s.score) / ${terms.length}::real as score, any_value(s.rating) as rating,
          any_value(s.reviews) as reviews
        from (${sql.join(perTerm, sql` union all `)}) s
        group by s.profile_id having count(*) = ${terms.length}::int`
  // Ordered by score and rating only: no other order value is carried.
  return sql`select d.profile_id, d.score, d.rating, d.reviews, null::numeric as price30, null::int as years,
      null::timestamptz as next_start
    from (${scores}) d`
}

// Ties, and the default order: best rated first, then most reviewed, then oldest profile (stable pages).
const BY_RATING = sql`d.rating desc nulls last, d.reviews desc nulls last, d.profile_id`

/**
 * The ORDER BY of each sort over a page's rows (each, but the next available, the order of an index of
 * migration discovery_filters or search_speed). Prices: free sessions are the cheapest, a consultant
 * without a price comes last either way. Next available: the first free start of the next 14 bookable
 * days, those with none last.
 */
function orderBy(sort: ConsultantSort, ranked: boolean): SQL {
  switch (sort) {
    case 'relevance':
      return ranked ? sql`d.score desc, ${BY_RATING}` : BY_RATING
    case 'price-asc':
      return sql`d.price30 asc nulls last, ${BY_RATING}`
    case 'price-desc':
      return sql`d.price30 desc nulls last, ${BY_RATING}`
    case 'experience':
      return sql`d.years desc nulls last, ${BY_RATING}`
    case 'next-available':
      return sql`d.next_start asc nulls last, ${BY_RATING}`
    case 'rating':
      return BY_RATING
  }
}

/**
 * How far down the order's index a page is looked for: ten times the rows it needs, at most a thousand. Only
 * when the matches are dense enough (by the count against the planner's estimate of all documents) to
 * fill it there; else it would read those rows in vain.
 */
const WALK_ROWS_MAX = 1000
const walkRows = (pageEnd: number) => Math.min(WALK_ROWS_MAX, 10 * pageEnd)
const DOCUMENTS_ESTIMATE = sql`(select c.reltuples from pg_class c where c.oid = 'consultant_search.documents'::regclass)`

export type SearchPage = { ids: number[]; totalDocs: number }

/**
 * The profile ids of the ACTIVE, published consultants matching the filters, in the order asked for (by
 * default the best match first when searching — how closely each term matched, then the rating — else
 * the best rated), one page of them, and how many match in all. One statement whatever the page size.
 * `now` fixes the days the free-slot filter and order look at.
 */
export async function searchConsultantProfileIds(
  req: PayloadRequest,
  filters: ConsultantFilters,
  now: Date,
): Promise<SearchPage> {
  const [row] = await runSql<{ ids: number[]; total: number }>(req, pageStatement(filters, now), { prepared: true })
  return { ids: row?.ids ?? [], totalDocs: row?.total ?? 0 }
}

/** The statement answering one page of ids and the total (exported for the test of its plan). */
export function pageStatement(filters: ConsultantFilters, now: Date): SQL {
  const sort = effectiveSort(filters)
  const searched = searchTerms(filters.search)
  const terms = searched.length ? termLexemes(searched) : null
  const where = sql.join(filterConditions(filters, now), sql` and `)
  const matching = terms ? sql`${where} and ${terms.byAny}` : where
  const ranked = terms !== null && sort === 'relevance'
  const order = orderBy(sort, ranked)
  const pageEnd = filters.page * filters.limit
  const nextStart = sort === 'next-available' ? firstFreeStartIn(nextAvailableWindow(now)) : sql`null::timestamptz`
  const ctes = [
    ...(terms ? [terms.with] : []),
    sql`total as materialized (select count(*)::int as n from consultant_search.documents d where ${matching})`,
  ]
  // The page's rows, the first way that fills it: each later way runs only when the one before fell short.
  const unlessFilledBy = (cte: SQL, otherwise: SQL) => {
    const filled = sql`(select count(*) from ${cte}) = ${pageEnd}`
    return sql`select * from ${cte} where ${filled} union all select * from (${otherwise}) d where not ${filled}`
  }
  // Every match sorted: scored when ranked, else by its values.
  const matches = ranked
    ? scoredMatches(searched, where)
    : sql`select ${pageColumns(sql`1::real`, nextStart)} from consultant_search.documents d where ${matching}`
  let rows = sql`select * from (${matches}) d order by ${order} limit ${pageEnd}`
  // The documents that come first: ranked, those every term matches by a word prefix (score 1, by rating).
  const first = ranked ? terms.byPrefix : (terms?.byAny ?? sql`true`)
  if (ranked) {
    ctes.push(sql`prefixed as materialized (
      select ${pageColumns(sql`1::real`, sql`null::timestamptz`)} from consultant_search.documents d
      where ${where} and ${first} order by ${BY_RATING} limit ${pageEnd})`)
    rows = unlessFilledBy(sql`prefixed`, rows)
  }
  if (sort !== 'next-available' && pageEnd <= WALK_ROWS_MAX) {
    // First, read down the order's index when the matches are dense enough to find the page there.
    const indexOrder = orderBy(sort, false)
    ctes.push(sql`walk as materialized (
      select ${pageColumns(sql`1::real`, sql`null::timestamptz`)}
      from (select * from consultant_search.documents d where d.listed
        order by ${indexOrder} limit ${walkRows(pageEnd)}) d
      where ${first} and ${where}
        and (select n from total) * ${walkRows(pageEnd)}::int >= ${pageEnd}::int * ${DOCUMENTS_ESTIMATE}
      order by ${indexOrder} limit ${pageEnd})`)
    rows = unlessFilledBy(sql`walk`, rows)
  }
  return sql`with ${sql.join(ctes, sql`, `)}
    select (select n from total) as total,
      array(select d.profile_id from (${rows}) d order by ${order} offset ${pageEnd - filters.limit}) as ids`
}
