import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

// The first key of the two-key advisory lock: names what is locked, so other locks on a user id differ.
const CONSULTANT_SCHEDULE_LOCK = 26_001

/**
 * Takes the consultant's schedule lock until the request's transaction ends, so that two bookings or
 * moves that each fit the consultant's sessions per day and week cannot together exceed them.
 */
export async function lockConsultantSchedule(req: PayloadRequest, consultantId: number): Promise<void> {
  await runSql(req, sql`SELECT pg_advisory_xact_lock(${CONSULTANT_SCHEDULE_LOCK}, ${consultantId})`)
}
