import type { Payload } from 'payload'

import { isReminderHandled } from '@/server/queries/sessions'
import { clockSessionOf, withConsultationSkipLocked } from './clockMoves'
import { queueSessionNotice } from './statusNotices'
import { dueReminders, type ReminderNotice } from '@/domain/sessions/clock'

/**
 * Queues `notice` for one consultation if it is still due and not handled once the row is locked. The
 * lock makes check-then-queue safe with two workers: the second waits for nothing (SKIP LOCKED) or, after
 * the first committed, finds its job. Answers whether a job was queued.
 */
export async function queueReminderWhenDue(
  payload: Payload,
  consultationId: number,
  notice: ReminderNotice,
  now: Date,
): Promise<boolean> {
  const queued = await withConsultationSkipLocked(payload, consultationId, async (consultation, req) => {
    if (!dueReminders(clockSessionOf(consultation), now).includes(notice)) return false
    if (await isReminderHandled(req, consultationId, notice)) return false
    await queueSessionNotice(req, consultationId, notice)
    return true
  })
  return queued === true
}
