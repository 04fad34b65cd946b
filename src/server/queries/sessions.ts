import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql, type SQL } from '@/server/db/sql'
import {
  clockQueryBounds,
  REMINDER_HOURS_BEFORE,
  reminderStartBounds,
  type ClockStatus,
  type ReminderNotice,
} from '@/domain/sessions/clock'
import type { ConsultantProfile } from '@/payload-types'

/** At most this many consultations per kind and run; the rest are found by the next run a minute later. */
export const CLOCK_BATCH_SIZE = 100

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

type IdRow = { id: number }

/** Ids of consultations the clock may move to `to` now (status and start time are indexed). */
export async function clockTransitionCandidates(req: PayloadRequest, to: ClockStatus, now: Date): Promise<number[]> {
  const bounds = clockQueryBounds(now)
  const where = {
    PAST_REQUEST_TIMEOUT: sql`status = 'UPCOMING_PENDING'
      AND (requested_at <= ${iso(bounds.requestedBy)} OR starts_at <= ${iso(bounds.startedBy)})`,
    // A session starts before it ends: the start bound lets the starts_at index narrow the scan.
    PAST_CONSULTATION_TIME_PASSED: sql`status = 'UPCOMING_CONFIRMED'
      AND starts_at <= ${iso(bounds.endedBy)} AND ends_at <= ${iso(bounds.endedBy)}`,
    PAST_COMPLETED_WITH_TIMEOUT: sql`status = 'PAST_CONSULTATION_TIME_PASSED'
      AND starts_at <= ${iso(bounds.completionEndedBy)} AND ends_at <= ${iso(bounds.completionEndedBy)}`,
  }[to]
  const rows = await runSql<IdRow>(
    req,
    sql`SELECT id FROM consultations WHERE ${where} ORDER BY starts_at, id LIMIT ${CLOCK_BATCH_SIZE}`,
  )
  return rows.map((row) => row.id)
}

/**
 * A reminder counts as handled once a notice job for it is in the queue (waiting, running or failed for
 * good) or the notice sender has recorded it in sent-notices (by `noticeKey`: `${notice}:${consultationId}:…`); the
 * sender records it before its job is deleted, so one of the two is always there.
 */
const handled = (notice: ReminderNotice, consultationId: SQL) => sql`(
  EXISTS (SELECT 1 FROM payload_jobs j WHERE j.task_slug = 'sessionNotice'
    AND j.input @> jsonb_build_object('consultationId', ${consultationId}, 'notice', ${notice}::text))
  OR EXISTS (SELECT 1 FROM sent_notices s WHERE s.consultation_id = ${consultationId}
    AND s.key LIKE ${`${notice}:%`}))`

/**
 * Confirmed sessions whose `notice` is due and not yet handled. Filtering handled ones here (not only after
 * the lock) keeps the batch from filling up with sessions that were reminded already.
 */
export async function reminderCandidates(req: PayloadRequest, notice: ReminderNotice, now: Date): Promise<number[]> {
  const { startsAfter, startsBy } = reminderStartBounds(notice, now)
  const rows = await runSql<IdRow>(
    req,
    sql`SELECT c.id FROM consultations c
        WHERE c.status = 'UPCOMING_CONFIRMED'
          AND c.starts_at > ${iso(startsAfter)} AND c.starts_at <= ${iso(startsBy)}
          AND (c.confirmed_at IS NULL
            OR c.confirmed_at <= c.starts_at - make_interval(hours => ${REMINDER_HOURS_BEFORE[notice]}))
          AND NOT ${handled(notice, sql`c.id`)}
        ORDER BY c.starts_at, c.id LIMIT ${CLOCK_BATCH_SIZE}`,
  )
  return rows.map((row) => row.id)
}

/** The same check for one consultation (in the transaction that holds its lock). */
export async function isReminderHandled(
  req: PayloadRequest,
  consultationId: number,
  notice: ReminderNotice,
): Promise<boolean> {
  const [row] = await runSql<{ handled: boolean }>(
    req,
    sql`SELECT ${handled(notice, sql`${consultationId}::integer`)} AS handled`,
  )
  return row?.handled === true
}

/**
 * Forgets the reminders of a session that moved, in the move's transaction: the records of reminders sent
 * for the old time and the reminder jobs not yet running, so the clock reminds both sides for the new time.
 */
export async function forgetReminders(req: PayloadRequest, consultationId: number): Promise<void> {
  await runSql(req, sql`DELETE FROM sent_notices WHERE consultation_id = ${consultationId} AND key LIKE 'reminder-%'`)
  await runSql(
    req,
    sql`DELETE FROM payload_jobs WHERE task_slug = 'sessionNotice' AND processing IS NOT TRUE
          AND input @> jsonb_build_object('consultationId', ${consultationId}::integer)
          AND input->>'notice' LIKE 'reminder-%'`,
  )
}

/** Locks the consultant's profile FOR UPDATE in the request's transaction; undefined without a profile. */
export async function lockConsultantProfile(
  req: PayloadRequest,
  consultantId: number,
): Promise<RowOf<ConsultantProfile, 'id'> | undefined> {
  const [row] = await runSql<RowOf<ConsultantProfile, 'id'>>(
    req,
    sql`SELECT id FROM consultant_profiles WHERE user_id = ${consultantId} FOR UPDATE`,
  )
  return row
}

/** The consultant's average rating (2 decimals, null without reviews) and review count, as the transaction sees them. */
export async function ratingOf(
  req: PayloadRequest,
  consultantId: number,
): Promise<RowOf<ConsultantProfile, 'averageRating' | 'reviewCount'>> {
  const [row] = await runSql<RowOf<ConsultantProfile, 'averageRating' | 'reviewCount'>>(
    req,
    sql`SELECT round(avg(rating)::numeric, 2)::float8 AS "averageRating", count(*)::int AS "reviewCount"
        FROM reviews WHERE consultant_id = ${consultantId}`,
  )
  return row ?? { averageRating: null, reviewCount: 0 }
}
