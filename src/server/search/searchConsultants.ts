import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { searchStatement } from './searchConditions'
import { searchTerms, type ConsultantFilters } from '@/domain/search'

export type SearchPage = { ids: number[]; totalDocs: number }

/**
 * The ids of the ACTIVE, published consultants matching the filters, best match first (full-text rank
 * plus how closely each term matched when searching, else rating), one page of them, and how many match
 * in all. One SQL statement whatever the page size.
 */
export async function searchConsultants(payload: Payload, filters: ConsultantFilters): Promise<SearchPage> {
  const statement = searchStatement(filters, searchTerms(filters.search))
  const offset = (filters.page - 1) * filters.limit
  const rows = await execute<{ id: number; total: string }>(
    payload,
    sql`${statement.with}select d.profile_id as id, count(*) over () as total
      from consultant_search.documents d
      where ${statement.where}
      order by ${statement.rank}d.rating desc nulls last, d.reviews desc nulls last, d.profile_id
      limit ${filters.limit} offset ${offset}`,
  )
  if (rows.length === 0 && offset > 0) {
    // Past the last page: still tell how many there are.
    const [count] = await execute<{ total: string }>(
      payload,
      sql`${statement.with}select count(*) as total from consultant_search.documents d where ${statement.where}`,
    )
    return { ids: [], totalDocs: Number(count?.total ?? 0) }
  }
  return { ids: rows.map((row) => Number(row.id)), totalDocs: Number(rows[0]?.total ?? 0) }
}
