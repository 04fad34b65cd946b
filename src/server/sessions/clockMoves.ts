import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { dueClockStatus, type ClockSession, type ClockStatus } from '@/domain/sessions/clock'
import type { Consultation } from '@/payload-types'
import { writeOutcome } from '@/server/booking/lockedConsultation'
import { inTransaction } from '@/server/db/transaction'
import { PaymentConflictError } from '@/server/payments/errors'
import type { PaymentProvider, PaymentStatus } from '@/server/payments/provider'
import { lockConsultation } from '@/server/queries/booking'

const instantOrNull = (value: string | null | undefined) => (value ? new Date(value) : null)

export function clockSessionOf(consultation: Consultation): ClockSession {
  return {
    status: consultation.status,
    requestedAt: instantOrNull(consultation.requestedAt),
    confirmedAt: instantOrNull(consultation.confirmedAt),
    startsAt: new Date(consultation.startsAt),
    endsAt: new Date(consultation.endsAt),
  }
}

/**
 * Runs `work` on the consultation locked FOR UPDATE in a transaction of its own and re-read under the lock.
 * Answers null without waiting when another worker holds the row: that worker is moving it already.
 */
export async function withConsultationSkipLocked<T>(
  payload: Payload,
  consultationId: number,
  work: (consultation: Consultation, req: PayloadRequest) => Promise<T>,
): Promise<T | null> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const row = await lockConsultation(req, consultationId, { skipLocked: true })
    if (!row) return null
    const consultation = await payload.findByID({ collection: 'consultations', id: row.id, depth: 0, req })
    return work(consultation, req)
  })
}

/** Cancels a timed-out request's card authorisation; free bookings hold nothing. */
async function releaseAuthorisation(
  provider: PaymentProvider,
  consultation: Consultation,
): Promise<PaymentStatus | null> {
  const intentId = consultation.payment?.paymentIntentId
  if (!intentId || consultation.payment?.status === 'cancelled') return null
  try {
    // The key the consultant's decline uses too: whichever comes first releases the card, once.
    return (await provider.cancel(intentId, `release:${consultation.id}`, 'abandoned')).status
  } catch (error) {
    // Already cancelled (e.g. by a decline whose status write was rolled back): nothing is held any more.
    if (error instanceof PaymentConflictError) return null
    throw error
  }
}

/**
 * Moves one consultation to `to` if that is still due once it is locked; answers whether it moved. The
 * provider is called under the lock, before the commit: when it fails, nothing is written and the next
 * run tries again. The status change's emails and earnings follow from the collection's afterChange hook.
 */
export async function moveWhenDue(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  to: ClockStatus,
  now: Date,
): Promise<boolean> {
  const moved = await withConsultationSkipLocked(payload, consultationId, async (consultation, req) => {
    if (dueClockStatus(clockSessionOf(consultation), now) !== to) return false
    const paymentStatus = to === 'PAST_REQUEST_TIMEOUT' ? await releaseAuthorisation(provider, consultation) : null
    await writeOutcome(req, consultation, to, paymentStatus)
    return true
  })
  return moved === true
}
