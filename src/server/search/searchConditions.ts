import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { sql } from '../db/sql'
import { prefixTsQuery, type ConsultantFilters } from '@/domain/search'

/**
 * The pieces of the consultant search statement. It reads only `consultant_search.documents` (migration
 * search_speed): one row per profile, kept by triggers, with the stored vectors and the filter values,
 * each behind an index. A misspelt term is first matched against the vocabulary of all profiles
 * (`consultant_search.words`, trigram index, pg_trgm's `<%`, threshold 0.45 set on the database), and
 * profiles containing one of those close words are found through the index on their word list. No
 * profile text is analysed while searching.
 */
export type SearchStatement = { with: SQL; where: SQL; rank: SQL }

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
export function searchStatement(filters: ConsultantFilters, terms: readonly string[]): SearchStatement {
  const where = filterConditions(filters)
  const query = prefixTsQuery(terms)
  if (!query) {
    return {
      with: sql``,
      where: sql.join(where, sql` and `),
      rank: sql``,
    }
  }
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
