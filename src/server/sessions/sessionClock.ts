import { createLocalReq, type Payload } from 'payload'

import { moveWhenDue } from './clockMoves'
import { queueReminderWhenDue } from './clockReminders'
import { REMINDER_NOTICES, type ClockStatus, type ReminderNotice } from '@/domain/sessions/clock'
import { getPaymentProvider } from '@/server/payments'
import type { PaymentProvider } from '@/server/payments/provider'
import { clockTransitionCandidates, reminderCandidates } from '@/server/queries/sessions'

export type ClockSweep = {
  moved: { consultationId: number; status: ClockStatus }[]
  reminded: { consultationId: number; notice: ReminderNotice }[]
}

// Completion first, so that a run moves each consultation at most one step and `moved` counts consultations.
const CLOCK_STATUSES: ClockStatus[] = [
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_CONSULTATION_TIME_PASSED',
  'PAST_REQUEST_TIMEOUT',
]

/**
 * One tick of the session clock: moves every consultation whose time has come and queues the reminders
 * that are due. Each consultation is handled in a transaction of its own with its row locked, so two
 * workers running at once move each one once. A consultation that fails (e.g. the payment provider is
 * unreachable) is logged and left for the next run; the others go ahead.
 */
export async function sweepSessionClock(
  payload: Payload,
  now: Date,
  provider: PaymentProvider = getPaymentProvider(payload),
): Promise<ClockSweep> {
  const sweep: ClockSweep = { moved: [], reminded: [] }
  const req = await createLocalReq({}, payload)
  for (const status of CLOCK_STATUSES) {
    for (const consultationId of await clockTransitionCandidates(req, status, now)) {
      try {
        if (await moveWhenDue(payload, provider, consultationId, status, now)) {
          sweep.moved.push({ consultationId, status })
        }
      } catch (error) {
        payload.logger.error({ err: error, consultationId, status }, 'session clock: move failed, retried next run')
      }
    }
  }
  for (const notice of REMINDER_NOTICES) {
    for (const consultationId of await reminderCandidates(req, notice, now)) {
      try {
        if (await queueReminderWhenDue(payload, consultationId, notice, now)) {
          sweep.reminded.push({ consultationId, notice })
        }
      } catch (error) {
        payload.logger.error({ err: error, consultationId, notice }, 'session clock: reminder not queued')
      }
    }
  }
  return sweep
}

/** The scheduled task's entry: answers how many consultations changed status. */
export async function runSessionClock(payload: Payload, now: Date): Promise<number> {
  return (await sweepSessionClock(payload, now)).moved.length
}
