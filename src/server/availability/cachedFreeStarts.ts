import type { PayloadRequest } from 'payload'

import { freeStartsOf, type FreeStartsQuery } from './slotQueries'
import { consultantRefOf } from '@/domain/ids'
import { earliestBookableDay, usableTimeZone } from '@/domain/scheduling'
import { createVersionedCache } from '@/server/cache/versionedCache'
import type { PublicRead } from '@/server/http/publicAnswer'
import { slotVersionOf } from '@/server/queries/versions'

const cache = createVersionedCache<string>({ maxSize: 16_000_000, sizeOf: (body) => body.length })

/**
 * GET /api/availability/{consultantId}'s answer, null when there is no such public consultant. An
 * answer is kept in this process for the consultant's slot version (migration slot_versions: counted up
 * at the commit of any change to their sessions, availability, visibility or zone, by any instance) and
 * read again after one primary-key read. Besides the data, the answer depends on the clock only through
 * the viewer's usable zone and their earliest bookable day (tomorrow there), so both are in the key: a
 * new day never gets yesterday's answer. A hold frees its slot when its release is written (HOLD_EXPIRED),
 * which counts like any other change; until then the database refuses the slot too. The slot version and
 * the key make the answer's ETag.
 */
export async function freeStartsRead(
  req: PayloadRequest,
  ref: string,
  query: FreeStartsQuery,
): Promise<PublicRead | null> {
  const target = consultantRefOf(ref)
  const found = target && (await slotVersionOf(req, target))
  if (!found) return null
  const { consultantId, version } = found
  const zone = usableTimeZone(query.viewerZone, query.now)
  const earliest = earliestBookableDay(query.now, zone)
  const key = [consultantId, zone, earliest, query.startDay, query.endDay, query.sessionType].join('|')
  const body = () =>
    cache.read(key, String(version), async () => {
      // By the id read with the version, so the answer is that consultant's even if a short id moves meanwhile.
      const free = await freeStartsOf(req.payload, String(consultantId), query)
      return free ? JSON.stringify(free) : null
    })
  return { version: String(version), key, body }
}

export const freeStartsCacheStats = () => cache.stats()
