import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { Earning } from '@/payload-types'

/** Locks an earnings row FOR UPDATE, by id or by its unique key, until the request's transaction ends. */
export async function lockEarningRow(
  req: PayloadRequest,
  where: { id: number } | { key: string },
): Promise<RowOf<Earning, 'id'> | undefined> {
  const [row] = await runSql<RowOf<Earning, 'id'>>(
    req,
    'id' in where
      ? sql`SELECT id FROM earnings WHERE id = ${where.id} FOR UPDATE`
      : sql`SELECT id FROM earnings WHERE key = ${where.key} FOR UPDATE`,
  )
  return row
}

/** How many earnings the user has and their net and VAT summed, in cents: one statement whatever their number. */
export async function earningsTotalsOf(
  req: PayloadRequest,
  userId: number,
): Promise<{ count: number } & RowOf<Earning, 'netCents' | 'vatCents'>> {
  const [row] = await runSql<{ count: number } & RowOf<Earning, 'netCents' | 'vatCents'>>(
    req,
    sql`SELECT count(*)::int AS count, coalesce(sum(net_cents), 0)::float8 AS "netCents",
          coalesce(sum(vat_cents), 0)::float8 AS "vatCents"
        FROM earnings WHERE user_id = ${userId}`,
  )
  return row ?? { count: 0, netCents: 0, vatCents: 0 }
}
