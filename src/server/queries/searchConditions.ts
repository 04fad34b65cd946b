import { hasFreeStartIn } from './listFreeSlots'
import { sql, type SQL } from '@/server/db/sql'
import { availableSoonWindow, type ConsultantFilters } from '@/domain/search'

// The parts of the search's statement (search.ts) that say which documents match.
type Terms = { with: SQL; byPrefix: SQL; byAny: SQL }

/** The filters' conditions on a document of `consultant_search.documents` (alias `d`). */
export function filterConditions(filters: ConsultantFilters, now: Date): SQL[] {
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

/**
 * The lexemes of each term (`ids`: those it starts, and those as well it closely resembles, as `typo` with
 * their similarity) and the conditions that a document holds one of them for every term. A misspelling's
 * similarity stays below 1, so a word-prefix match always ranks first.
 */
export function termLexemes(terms: readonly string[]): Terms {
  const termRows = terms.map((term, index) => sql`(${index + 1}::int, ${term}::text)`)
  const holds = (column: SQL) =>
    sql.join(
      terms.map((_, index) => sql`d.lexemes && (select ${column} from ids i where i.no = ${index + 1}::int)`),
      sql` and `,
    )
  return {
    with: sql`term (no, term) as (values ${sql.join(termRows, sql`, `)}),
    prefix as materialized (
      select t.no, l.id from term t cross join lateral consultant_search.lexemes_of(t.term) q
      join consultant_search.lexemes l on l.stemmed = q.stemmed and l.lexeme >= q.lexeme collate "C"
        and l.lexeme < q.lexeme collate "C" || chr(1114111) and l.lexeme ^@ q.lexeme collate "C"),
    typo as materialized (
      select t.no, l.id, least(word_similarity(t.term, l.lexeme), 0.999)::real as sim
      from term t join consultant_search.lexemes l on not l.stemmed and t.term <% l.lexeme
      where l.id not in (select p.id from prefix p where p.no = t.no)),
    ids as materialized (
      select t.no, array(select p.id from prefix p where p.no = t.no) as prefix_ids,
        array(select p.id from prefix p where p.no = t.no union all select y.id from typo y where y.no = t.no) as any_ids
      from term t)`,
    byPrefix: holds(sql`i.prefix_ids`),
    byAny: holds(sql`i.any_ids`),
  }
}
