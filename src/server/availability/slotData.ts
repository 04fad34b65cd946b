import type { Payload } from 'payload'

import { toAvailability } from './storedAvailability'
import { bookedIntervals, SESSION_MINUTES, usableTimeZone, type Availability, type Interval } from '@/domain/scheduling'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import { execute, sql } from '@/server/db/sql'

const LONGEST_SESSION_MS = Math.max(...Object.values(SESSION_MINUTES)) * 60_000

export type SlotData = { consultantId: number; availability: Availability; booked: Interval[] }

type Row = {
  id: number
  timezone: string | null
  availability: { timezone: string; weekly: unknown; overrides: unknown } | null
  booked: { startsAt: string; endsAt: string; status: string }[]
}

/**
 * What a slot read needs, in one statement: the consultant named by user id or consultantShortId whose
 * slots the public may see (role CONSULTANT, ACTIVE, published profile; null for anyone else, so nothing
 * leaks), their availability (an empty week in their own zone when they set none), and their held,
 * pending and confirmed sessions that touch [from, to). Bounding starts_at on both sides keeps the
 * bookings on the (consultant, starts_at) index: a session starts at most one session length before `from`.
 */
export async function loadSlotData(
  payload: Payload,
  ref: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<SlotData | null> {
  const byId = /^\d{1,15}$/.test(ref)
  const earliestStart = new Date(window.from.getTime() - LONGEST_SESSION_MS).toISOString()
  const [row] = await execute<Row>(
    payload,
    sql`WITH consultant AS (
          SELECT u.id, u.timezone
          FROM consultant_profiles p JOIN users u ON u.id = p.user_id
          WHERE ${byId ? sql`p.user_id = ${Number(ref)}` : sql`p.consultant_short_id = ${ref}`}
            AND p.published AND u.role = 'CONSULTANT' AND u.profile_status = 'ACTIVE'
          LIMIT 1
        )
        SELECT c.id, c.timezone,
          (SELECT json_build_object('timezone', a.timezone, 'weekly', a.weekly, 'overrides', a.overrides)
             FROM availabilities a WHERE a.consultant_id = c.id ORDER BY a.id LIMIT 1) AS availability,
          (SELECT coalesce(json_agg(json_build_object('startsAt', s.starts_at, 'endsAt', s.ends_at, 'status', s.status)), '[]')
             FROM consultations s
             WHERE s.consultant_id = c.id
               AND s.starts_at > ${earliestStart} AND s.starts_at < ${window.to.toISOString()}
               AND s.status IN (${sql.join(
                 SLOT_BLOCKING_STATUSES.map((status) => sql`${status}`),
                 sql`, `,
               )})) AS booked
        FROM consultant c`,
  )
  if (!row) return null
  return {
    consultantId: row.id,
    availability: toAvailability(row.availability ?? undefined, usableTimeZone(row.timezone, now)),
    booked: bookedIntervals(row.booked).filter((interval) => interval.end > window.from),
  }
}
