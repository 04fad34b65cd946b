import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import type { Availability, Consultation, ConsultantProfile, User } from '@/payload-types'

type Service = NonNullable<ConsultantProfile['services']>[number]

/** A public consultant with what their slots and a booking of them are computed from. */
export type SlotDataRow = RowOf<User, 'id' | 'timezone' | 'firstName' | 'lastName'> &
  RowOf<ConsultantProfile, 'pricing30Min' | 'pricing60Min' | 'pricingTrial'> & {
    availability: RowOf<Availability, 'timezone' | 'weekly' | 'overrides' | 'timeOff' | 'rules'> | null
    booked: RowOf<Consultation, 'id' | 'startsAt' | 'endsAt' | 'status' | 'blockedFrom' | 'blockedUntil'>[]
    services: RowOf<Service, 'id' | 'serviceId' | 'title'>[] | null
  }

const blocking = sql.join(
  SLOT_BLOCKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * In one statement: the consultant named by user id or consultantShortId whose slots the public may see
 * (role CONSULTANT, ACTIVE, published profile; nothing for anyone else), their availability (their first
 * row, with their time off, buffers, notice and limits), their prices and services, and their held, pending and confirmed sessions starting in
 * (`startsAfter`, `startsBefore`). Bounding starts_at on both sides keeps the bookings on the
 * (consultant, starts_at) index. Prepared: every slot read and booking asks it.
 */
export async function slotDataRow(
  req: PayloadRequest,
  target: { userId: number } | { shortId: string },
  sessions: { startsAfter: Date; startsBefore: Date },
): Promise<SlotDataRow | undefined> {
  const [row] = await runSql<SlotDataRow>(
    req,
    sql`WITH consultant AS (
          SELECT u.id, u.timezone, u.first_name AS "firstName", u.last_name AS "lastName", p.id AS profile_id,
                 p.pricing30_min::float8 AS "pricing30Min", p.pricing60_min::float8 AS "pricing60Min",
                 p.pricing_trial::float8 AS "pricingTrial"
          FROM consultant_profiles p JOIN users u ON u.id = p.user_id
          WHERE ${'userId' in target ? sql`p.user_id = ${target.userId}` : sql`p.consultant_short_id = ${target.shortId}`}
            AND p.published AND u.role = 'CONSULTANT' AND u.profile_status = 'ACTIVE'
          LIMIT 1
        )
        SELECT c.id, c.timezone, c."firstName", c."lastName", c."pricing30Min", c."pricing60Min", c."pricingTrial",
          (SELECT json_build_object('timezone', a.timezone, 'weekly', a.weekly, 'overrides', a.overrides,
                    'timeOff', a.time_off,
                    'rules', json_build_object('bufferBeforeMinutes', a.rules_buffer_before_minutes::float8,
                      'bufferAfterMinutes', a.rules_buffer_after_minutes::float8,
                      'minimumNoticeHours', a.rules_minimum_notice_hours::float8,
                      'maxSessionsPerDay', a.rules_max_sessions_per_day::float8,
                      'maxSessionsPerWeek', a.rules_max_sessions_per_week::float8))
             FROM availabilities a WHERE a.consultant_id = c.id ORDER BY a.id LIMIT 1) AS availability,
          (SELECT coalesce(json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at, 'endsAt', s.ends_at,
                    'status', s.status, 'blockedFrom', s.blocked_from, 'blockedUntil', s.blocked_until)), '[]')
             FROM consultations s
             WHERE s.consultant_id = c.id AND s.status IN (${blocking})
               AND s.starts_at > ${sessions.startsAfter.toISOString()}
               AND s.starts_at < ${sessions.startsBefore.toISOString()}) AS booked,
          (SELECT json_agg(json_build_object('id', v.id, 'serviceId', v.service_id, 'title', v.title) ORDER BY v._order)
             FROM consultant_profiles_services v WHERE v._parent_id = c.profile_id) AS services
        FROM consultant c`,
    { prepared: true },
  )
  return row
}
