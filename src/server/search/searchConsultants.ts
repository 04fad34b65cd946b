import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { prefixTsQuery, searchTerms, type ConsultantFilters } from '@/domain/search'

// Below this word similarity a search term counts as a different word (a typo is still found). The
// migration search_indexes makes it the database's pg_trgm.word_similarity_threshold, which `<%` uses.
const TYPO_THRESHOLD = 0.45

let extensionReady: Promise<void> | null = null
/**
 * pg_trgm and its typo threshold come with the migrations; a database made by schema push (npm run dev)
 * gets them here.
 */
function ensureTrigramExtension(payload: Payload): Promise<void> {
  extensionReady ??= execute(
    payload,
    sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = ${sql.raw(String(TYPO_THRESHOLD))}',
          current_database());
      END $$`,
  ).then(
    () => undefined,
    () => undefined,
  )
  return extensionReady
}

function conditions(filters: ConsultantFilters, terms: string[]): SQL[] {
  const where: SQL[] = [sql`p.published = true`, sql`u.profile_status = 'ACTIVE'`]
  const query = prefixTsQuery(terms)
  if (query) {
    const text = sql`coalesce(p.search_text, '')`
    // Every term must match: as a word prefix (simple or German stemming), or as a close misspelling.
    // Each alternative is served by an index (the two full-text expression indexes, the trigram index),
    // so Postgres reads only matching profiles instead of analysing every profile's text.
    const perTerm = terms.map(
      (term) => sql`(to_tsvector('simple', ${text}) @@ to_tsquery('simple', ${`${term}:*`})
        or to_tsvector('german', ${text}) @@ to_tsquery('german', ${`${term}:*`})
        or ${term} <% p.search_text)`,
    )
    where.push(sql.join(perTerm, sql` and `))
  }
  if (filters.serviceFilters.length) {
    const lowered = filters.serviceFilters.map((value) => value.toLowerCase())
    where.push(sql`exists (select 1 from consultant_profiles_services s where s._parent_id = p.id
      and (s.service_id in ${filters.serviceFilters} or lower(s.title) in ${lowered}))`)
  }
  if (filters.industryFilters.length) where.push(sql`p.industry in ${filters.industryFilters}`)
  if (filters.companyFilters.length) {
    const lowered = filters.companyFilters.map((value) => value.toLowerCase())
    where.push(sql`exists (select 1 from consultant_profiles_working_history w where w._parent_id = p.id
      and lower(w.organization) in ${lowered})`)
  }
  if (filters.industry) where.push(sql`p.industry = ${filters.industry}`)
  if (filters.major) where.push(sql`p.major = ${filters.major}`)
  return where
}

export type SearchPage = { ids: number[]; totalDocs: number }

/**
 * The ids of the ACTIVE, published consultants matching the filters, best match first (full-text rank
 * plus similarity when searching, else rating), one page of them, and how many match in all. One SQL
 * statement whatever the page size.
 */
export async function searchConsultants(payload: Payload, filters: ConsultantFilters): Promise<SearchPage> {
  const terms = searchTerms(filters.search)
  if (terms.length) await ensureTrigramExtension(payload)
  const text = sql`coalesce(p.search_text, '')`
  const query = prefixTsQuery(terms)
  // Best match first when searching; otherwise (and among equals) the best rated.
  const rank = query
    ? sql`ts_rank(to_tsvector('simple', ${text}), to_tsquery('simple', ${query}))
        + ts_rank(to_tsvector('german', ${text}), to_tsquery('german', ${query}))
        + word_similarity(${terms.join(' ')}, ${text}) desc, `
    : sql``
  const offset = (filters.page - 1) * filters.limit
  const rows = await execute<{ id: number; total: string }>(
    payload,
    sql`select p.id, count(*) over () as total
      from consultant_profiles p join users u on u.id = p.user_id
      where ${sql.join(conditions(filters, terms), sql` and `)}
      order by ${rank}p.average_rating desc nulls last, p.review_count desc nulls last, p.id
      limit ${filters.limit} offset ${offset}`,
  )
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still tell how many there are.
    const [count] = await execute<{ total: string }>(
      payload,
      sql`select count(*) as total from consultant_profiles p join users u on u.id = p.user_id
        where ${sql.join(conditions(filters, terms), sql` and `)}`,
    )
    return { ids: [], totalDocs: Number(count?.total ?? 0) }
  }
  return { ids: rows.map((row) => Number(row.id)), totalDocs: Number(rows[0]?.total ?? 0) }
}
