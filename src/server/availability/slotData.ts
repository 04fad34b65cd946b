import type { Payload } from 'payload'

import { toAvailability } from './storedAvailability'
import { bookedIntervals, SESSION_MINUTES, usableTimeZone, type Availability, type Interval } from '@/domain/scheduling'
import { consultantRefOf } from '@/domain/ids'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import { executePrepared, sql } from '@/server/db/sql'

const LONGEST_SESSION_MS = Math.max(...Object.values(SESSION_MINUTES)) * 60_000

export type SlotData = { consultantId: number; availability: Availability; booked: Interval[] }

export type OfferedService = { id: string | null; serviceId: string | null; title: string }

/** What the consultant offers: their name, prices in cents and services, for the booking service. */
export type ConsultantOffer = {
  firstName: string | null
  lastName: string | null
  pricing: { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }
  services: OfferedService[]
}

type Row = {
  id: number
  timezone: string | null
  availability: { timezone: string; weekly: unknown; overrides: unknown } | null
  booked: { startsAt: string; endsAt: string; status: string }[]
  first_name: string | null
  last_name: string | null
  // numeric columns: node-postgres answers them as strings
  pricing30_min: string | null
  pricing60_min: string | null
  pricing_trial: string | null
  services: OfferedService[] | null
}

const centsOf = (value: string | null) => (value === null ? null : Number(value))

const blocking = sql.join(
  SLOT_BLOCKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * What a slot read or a booking needs, in one statement: the consultant named by user id or
 * consultantShortId whose slots the public may see (role CONSULTANT, ACTIVE, published profile; null for
 * anyone else, so nothing leaks), their availability (an empty week in their own zone when they set none),
 * their held, pending and confirmed sessions that touch [from, to), and with `offer` their prices and
 * services. Bounding starts_at on both sides keeps the bookings on the (consultant, starts_at) index: a
 * session starts at most one session length before `from`.
 */
export async function loadSlotData(
  payload: Payload,
  ref: string,
  window: { from: Date; to: Date },
  now: Date,
): Promise<(SlotData & { offer: ConsultantOffer }) | null> {
  const target = consultantRefOf(ref)
  if (!target) return null
  const earliestStart = new Date(window.from.getTime() - LONGEST_SESSION_MS).toISOString()
  const [row] = await executePrepared<Row>(
    payload,
    sql`WITH consultant AS (
          SELECT u.id, u.timezone, u.first_name, u.last_name, p.id AS profile_id,
                 p.pricing30_min, p.pricing60_min, p.pricing_trial
          FROM consultant_profiles p JOIN users u ON u.id = p.user_id
          WHERE ${'userId' in target ? sql`p.user_id = ${target.userId}` : sql`p.consultant_short_id = ${target.shortId}`}
            AND p.published AND u.role = 'CONSULTANT' AND u.profile_status = 'ACTIVE'
          LIMIT 1
        )
        SELECT c.*,
          (SELECT json_build_object('timezone', a.timezone, 'weekly', a.weekly, 'overrides', a.overrides)
             FROM availabilities a WHERE a.consultant_id = c.id ORDER BY a.id LIMIT 1) AS availability,
          (SELECT coalesce(json_agg(json_build_object('startsAt', s.starts_at, 'endsAt', s.ends_at, 'status', s.status)), '[]')
             FROM consultations s
             WHERE s.consultant_id = c.id AND s.status IN (${blocking})
               AND s.starts_at > ${earliestStart} AND s.starts_at < ${window.to.toISOString()}) AS booked,
          (SELECT json_agg(json_build_object('id', v.id, 'serviceId', v.service_id, 'title', v.title) ORDER BY v._order)
             FROM consultant_profiles_services v WHERE v._parent_id = c.profile_id) AS services
        FROM consultant c`,
  )
  if (!row) return null
  return {
    consultantId: row.id,
    availability: toAvailability(row.availability ?? undefined, usableTimeZone(row.timezone, now)),
    booked: bookedIntervals(row.booked).filter((interval) => interval.end > window.from),
    offer: {
      firstName: row.first_name,
      lastName: row.last_name,
      pricing: {
        pricing30Min: centsOf(row.pricing30_min),
        pricing60Min: centsOf(row.pricing60_min),
        pricingTrial: centsOf(row.pricing_trial),
      },
      services: row.services ?? [],
    },
  }
}
