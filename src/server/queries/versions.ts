import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

// The version reads of the caches: one small statement before every cached answer, so each is prepared.

/** The committed version of the public consultant data (migration public_version); null before it exists. */
export async function publicDataVersion(req: PayloadRequest): Promise<string | null> {
  const [row] = await runSql<{ version: string }>(
    req,
    sql`select version::text as version from consultant_search.public_version`,
    { prepared: true },
  )
  return row?.version ?? null
}

export type SlotVersion = { consultantId: number; version: string }

/**
 * The consultant `target` names (by user id, or by a profile's consultantShortId) and their slot version
 * (migration slot_versions; no row means 0). By user id it answers even for a user that does not exist:
 * the slot read then finds no public consultant.
 */
export async function slotVersionOf(
  req: PayloadRequest,
  target: { userId: number } | { shortId: string },
): Promise<SlotVersion | null> {
  const [row] = await runSql<SlotVersion>(
    req,
    'userId' in target
      ? sql`SELECT ${target.userId}::integer AS "consultantId", coalesce((SELECT version
              FROM consultant_search.slot_versions WHERE consultant_id = ${target.userId}), 0)::text AS version`
      : sql`SELECT p.user_id AS "consultantId", coalesce(v.version, 0)::text AS version
            FROM consultant_profiles p LEFT JOIN consultant_search.slot_versions v ON v.consultant_id = p.user_id
            WHERE p.consultant_short_id = ${target.shortId} LIMIT 1`,
    { prepared: true },
  )
  return row ?? null
}

/**
 * The version of a user's row and of their session rows: PostgreSQL gives every new row version a new
 * `xmin`, whoever writes it (Payload, our SQL, an operator), so a signed-in user whose account or
 * sessions changed in any way gets a new version. `updated_at` would not do: logging out leaves it alone.
 */
export async function sessionUserVersion(req: PayloadRequest, userId: number): Promise<string | null> {
  const [row] = await runSql<{ version: string }>(
    req,
    sql`SELECT u.xmin::text || '/' || coalesce((SELECT string_agg(s.id || ':' || s.xmin::text, ',' ORDER BY s.id)
          FROM users_sessions s WHERE s._parent_id = u.id), '') AS version
        FROM users u WHERE u.id = ${userId}`,
    { prepared: true },
  )
  return row?.version ?? null
}

/**
 * One version for the free slots of all consultants: the sum of their slot versions, which every counted
 * change raises (rows are only ever added or counted up). For answers about many consultants' slots at
 * once (the list's free-slot filter and order); a scan of one small row per consultant that ever changed.
 */
export async function allSlotsVersion(req: PayloadRequest): Promise<string> {
  const [row] = await runSql<{ version: string }>(
    req,
    sql`SELECT coalesce(sum(version), 0)::text AS version FROM consultant_search.slot_versions`,
    { prepared: true },
  )
  return row?.version ?? '0'
}
