import type { Payload } from 'payload'

import { cancellationPolicy } from './bookingSettings'
import { consultationActionRefusal } from './consultationActionRefusal'
import {
  assertTransition,
  withLockedConsultation,
  writeOutcome,
  type ActingParty,
  type Participant,
} from './lockedConsultation'
import { cancellationOutcome, DEFAULT_CANCELLATION_POLICY } from '@/domain/booking/cancellationPolicy'
import { blocksSlot, type ConsultationStatus, type PaymentStatus } from '@/domain/status'
import type { Consultation } from '@/payload-types'
import type { PaymentProvider } from '@/server/payments/provider'

/*
 * Provider calls are made while the row is locked, before the commit: a failed capture, release or
 * refund then rolls the status back, and a second request waits and finds the new status (one capture
 * for two concurrent confirms). This cannot deadlock with the webhook: no provider waits for its own
 * event (Stripe answers independently, the test provider delivers server-initiated events in the
 * background), so the webhook just waits for the lock and then finds the status written here. Each call
 * carries a per-consultation idempotency key, so a retry after a crash between the call and the commit
 * repeats no money movement.
 */

export type ActionResult = { consultationId: number; status: ConsultationStatus; outcome: ActionOutcome }
export type ActionOutcome = 'accepted' | 'declined' | 'cancelled' | 'sessionConfirmed' | 'reported' | 'feedback'

const intentOf = (consultation: Consultation) => consultation.payment?.paymentIntentId ?? null

/** Consultant accepts a request: the authorisation is captured (nothing for a free booking). */
export async function confirmConsultation(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  consultantId: number,
): Promise<ActionResult> {
  const party: ActingParty = { side: 'consultant', userId: consultantId }
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    if (consultation.status !== 'UPCOMING_PENDING') throw consultationActionRefusal('ILLEGAL_TRANSITION')
    assertTransition(consultation.status, 'UPCOMING_CONFIRMED')
    const intentId = intentOf(consultation)
    let paymentStatus: PaymentStatus | null = null
    // Already captured: a retry after a crash whose capture the webhook has since recorded.
    if (intentId && consultation.payment?.status !== 'captured') {
      paymentStatus = (await provider.capture(intentId, `capture:${consultation.id}`)).status
    }
    await writeOutcome(req, consultation, 'UPCOMING_CONFIRMED', paymentStatus)
    return { consultationId: consultation.id, status: 'UPCOMING_CONFIRMED', outcome: 'accepted' }
  })
}

/** Releases the authorisation or refunds, as the cancellation policy decided, and records the answer. */
async function moveMoney(
  provider: PaymentProvider,
  consultation: Consultation,
  move: { kind: 'release' } | { kind: 'refund'; refundCents: number },
): Promise<{ status: PaymentStatus | null; refundCents: number }> {
  const intentId = intentOf(consultation)
  const stored = consultation.payment?.status ?? null
  const nothing = { status: null, refundCents: 0 }
  if (!intentId) return nothing
  if (move.kind === 'release') {
    if (stored === 'cancelled') return nothing
    const answer = await provider.cancel(intentId, `release:${consultation.id}`, 'requested_by_customer')
    return { status: answer.status, refundCents: 0 }
  }
  if (move.refundCents <= 0 || stored === 'refunded') return nothing
  const full = move.refundCents >= (consultation.price?.totalCents ?? 0)
  const answer = await provider.refund(intentId, {
    // Omitted: whatever is left of the captured amount.
    ...(full ? {} : { amountCents: move.refundCents }),
    idempotencyKey: `refund:${consultation.id}`,
  })
  return { status: answer.status, refundCents: answer.amountCents }
}

/** Consultant declines a request or cancels a confirmed session; consultee cancels per the policy. */
export async function cancelConsultation(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  party: Participant,
  now: Date,
): Promise<ActionResult> {
  // The policy binds consultees only: a consultant cancelling always refunds in full.
  const policy = party.side === 'consultee' ? await cancellationPolicy(payload) : null
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    const decided = cancellationOutcome({
      policy: policy ?? DEFAULT_CANCELLATION_POLICY,
      status: consultation.status,
      startsAt: new Date(consultation.startsAt),
      now,
      by: party.side,
      totalCents: consultation.price?.totalCents ?? 0,
    })
    if (decided.kind === 'refused') {
      const started = decided.reason === 'STARTED' && blocksSlot(consultation.status)
      throw consultationActionRefusal(started ? 'STARTED' : 'ILLEGAL_TRANSITION')
    }
    assertTransition(consultation.status, decided.status)
    const moved = await moveMoney(provider, consultation, decided)
    await writeOutcome(req, consultation, decided.status, moved.status, moved.refundCents)
    if (consultation.status === 'HELD') {
      // As releaseHold does: an unfinished booking gives its promo code back.
      await payload.delete({
        collection: 'promo-redemptions',
        where: { consultation: { equals: consultation.id } },
        req,
        overrideAccess: true,
      })
    }
    const declined = party.side === 'consultant' && decided.kind === 'release'
    return { consultationId: consultation.id, status: decided.status, outcome: declined ? 'declined' : 'cancelled' }
  })
}
