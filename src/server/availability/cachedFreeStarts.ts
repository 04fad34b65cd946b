import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { freeStartsOf, type FreeStartsQuery } from './slotQueries'
import { consultantRefOf } from '@/domain/ids'
import { earliestBookableDay, usableTimeZone } from '@/domain/scheduling'
import { createKeyedVersionCache } from '@/server/cache/keyedVersionCache'

const cache = createKeyedVersionCache({ maxChars: 16_000_000 })

type VersionRow = { consultant_id: number; version: string }

// Asked on every request, so it is a named (prepared once per connection) statement on the pool itself.
const VERSION_BY_ID = {
  name: 'slot-version-by-id',
  text: `SELECT $1::integer AS consultant_id, coalesce((SELECT version FROM consultant_search.slot_versions
           WHERE consultant_id = $1), 0)::text AS version`,
}
const VERSION_BY_SHORT_ID = {
  name: 'slot-version-by-short-id',
  text: `SELECT p.user_id AS consultant_id, coalesce(v.version, 0)::text AS version
         FROM consultant_profiles p LEFT JOIN consultant_search.slot_versions v ON v.consultant_id = p.user_id
         WHERE p.consultant_short_id = $1 LIMIT 1`,
}

/** The user id `ref` names (itself or through a profile's consultantShortId) and that consultant's slot version. */
async function slotVersionOf(payload: Payload, ref: string): Promise<VersionRow | null> {
  const target = consultantRefOf(ref)
  if (!target) return null
  const { pool } = payload.db as unknown as PostgresAdapter
  const [statement, value] = 'userId' in target ? [VERSION_BY_ID, target.userId] : [VERSION_BY_SHORT_ID, target.shortId]
  const { rows } = await pool.query<VersionRow>({ ...statement, values: [value] })
  return rows[0] ?? null
}

/**
 * GET /api/availability/{consultantId} as JSON text, null when there is no such public consultant. An
 * answer is kept in this process for the consultant's slot version (migration slot_versions: counted up
 * at the commit of any change to their sessions, availability, visibility or zone, by any instance) and
 * read again after one primary-key read. Besides the data, the answer depends on the clock only through
 * the viewer's usable zone and their earliest bookable day (tomorrow there), so both are in the key: a
 * new day never gets yesterday's answer. A hold frees its slot when its release is written (HOLD_EXPIRED),
 * which counts like any other change; until then the database refuses the slot too.
 */
export async function cachedFreeStartsJson(
  payload: Payload,
  ref: string,
  query: FreeStartsQuery,
): Promise<string | null> {
  const found = await slotVersionOf(payload, ref)
  if (!found) return null
  const { consultant_id: consultantId, version } = found
  const zone = usableTimeZone(query.viewerZone, query.now)
  const earliest = earliestBookableDay(query.now, zone)
  const key = [consultantId, zone, earliest, query.startDay, query.endDay, query.sessionType].join('|')
  return cache.read(key, BigInt(version), async () => {
    // By the id read with the version, so the answer is that consultant's even if a short id moves meanwhile.
    const free = await freeStartsOf(payload, String(consultantId), query)
    return free ? JSON.stringify(free) : null
  })
}

export const freeStartsCacheStats = () => cache.stats()
