import type { PayloadRequest } from 'payload'

import { isoTime, type RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { Webinar } from '@/payload-types'

/** What registering for a webinar decides on once its row is locked. */
export type LockedWebinar = RowOf<Webinar, 'id' | 'startsAt' | 'capacity' | 'joinUrl'>

/**
 * Locks the published webinar FOR UPDATE in the request's transaction, until it ends, and reads it;
 * undefined for an unknown or unpublished one. Registrations for one webinar thus run one after another,
 * so the seats counted after the lock are the seats taken.
 */
export async function lockPublishedWebinar(req: PayloadRequest, id: number): Promise<LockedWebinar | undefined> {
  const [row] = await runSql<LockedWebinar>(
    req,
    sql`SELECT id, ${isoTime(sql`starts_at`)} AS "startsAt", capacity::float8 AS capacity, join_url AS "joinUrl"
        FROM webinars WHERE id = ${id} AND _status = 'published' FOR UPDATE`,
  )
  return row
}

/** How many people registered for each of `webinarIds` (absent: none), in one query. */
export async function registrationCounts(
  req: PayloadRequest,
  webinarIds: readonly number[],
): Promise<Map<number, number>> {
  if (webinarIds.length === 0) return new Map()
  const ids = sql.join(
    webinarIds.map((id) => sql`${id}::integer`),
    sql`, `,
  )
  const rows = await runSql<{ webinar: number; count: number }>(
    req,
    sql`SELECT webinar_id AS webinar, count(*)::integer AS count
        FROM webinar_registrations WHERE webinar_id IN (${ids}) GROUP BY webinar_id`,
  )
  return new Map(rows.map((row) => [row.webinar, row.count]))
}
