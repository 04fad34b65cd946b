import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { inTransaction } from '@/server/db/transaction'
import { PaymentConflictError } from '@/server/payments/errors'
import type { PaymentProvider, PaymentStatus } from '@/server/payments/provider'
import { lockConsultation } from '@/server/queries/booking'

/** The provider's answer, recorded unless its webhook event got there first (same value, same transition). */
async function recordPaymentStatus(req: PayloadRequest, consultationId: number, status: PaymentStatus, now: Date) {
  const current = await req.payload.findByID({ collection: 'consultations', id: consultationId, depth: 0, req })
  if (current.payment?.status === status) return
  await req.payload.update({
    collection: 'consultations',
    id: consultationId,
    data: { payment: { status, updatedAt: now.toISOString() } },
    req,
    overrideAccess: true,
  })
}

/**
 * Frees the slot of a booking whose payment was never authorised: HELD becomes HOLD_EXPIRED, its promo
 * redemption is returned, and the card authorisation (if any) is cancelled. Without `force` only a hold
 * past its expiry is released. Safe to run twice or from two workers: the row is locked and re-read.
 */
export async function releaseHold(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  now: Date,
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const row = await lockConsultation(req, consultationId)
    if (!row || row.status !== 'HELD') return false
    if (!force && row.holdExpiresAt && new Date(row.holdExpiresAt) > now) return false
    await payload.update({
      collection: 'consultations',
      id: consultationId,
      data: { status: 'HOLD_EXPIRED' },
      req,
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'promo-redemptions',
      where: { consultation: { equals: consultationId } },
      req,
      overrideAccess: true,
    })
    // Cancelled before the commit: when the provider fails, or the process dies before the commit, the
    // booking stays HELD and the retried release cancels again, so a card is never left authorised.
    const intentId = row.paymentIntentId
    if (intentId) {
      const cancelled = await provider.cancel(intentId, `release:${consultationId}`).catch((error: unknown) => {
        // Already cancelled (or never authorised and gone): nothing is held on the card any more.
        if (error instanceof PaymentConflictError) return null
        throw error
      })
      if (cancelled) await recordPaymentStatus(req, consultationId, cancelled.status, now)
    }
    return true
  })
}
