import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { consultationActionRefusal, refusalOfProviderError } from './consultationActionRefusal'
import { consultationStatusMachine, type ConsultationStatus, type PaymentStatus } from '@/domain/status'
import type { Consultation } from '@/payload-types'
import { inTransaction } from '@/server/db/transaction'
import { lockConsultation } from '@/server/queries/booking'

/** Who acts: a participant (checked against the consultation) or an admin (checked by the endpoint). */
export type ActingParty = { side: 'consultant' | 'consultee' | 'admin'; userId: number }
export type Participant = ActingParty & { side: 'consultant' | 'consultee' }

const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)

/**
 * Runs `work` on the consultation locked FOR UPDATE in a transaction of its own, once the caller is
 * known to be its consultant or consultee (else NOT_FOUND: another party's booking must not show it
 * exists). Provider errors thrown by `work` roll everything back and become refusals.
 */
export async function withLockedConsultation<T>(
  payload: Payload,
  consultationId: number,
  party: ActingParty,
  work: (consultation: Consultation, req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  try {
    return await inTransaction(req, async () => {
      const row = await lockConsultation(req, consultationId)
      if (!row) throw consultationActionRefusal('NOT_FOUND')
      const consultation = await payload.findByID({ collection: 'consultations', id: row.id, depth: 0, req })
      if (party.side !== 'admin') {
        const owner = party.side === 'consultant' ? consultation.consultant : consultation.user
        if (idOf(owner) !== party.userId) throw consultationActionRefusal('NOT_FOUND')
      }
      return await work(consultation, req)
    })
  } catch (error) {
    throw refusalOfProviderError(error)
  }
}

export function assertTransition(from: ConsultationStatus, to: ConsultationStatus): void {
  if (from === to || !consultationStatusMachine.canTransition(from, to)) {
    throw consultationActionRefusal('ILLEGAL_TRANSITION')
  }
}

/** Writes the new status and the provider's answered payment status in the action's transaction. */
export async function writeOutcome(
  req: PayloadRequest,
  consultation: Consultation,
  status: ConsultationStatus,
  paymentStatus: PaymentStatus | null,
  /** What a refund just gave back, added to the payment's refunded total. */
  refundCents = 0,
): Promise<void> {
  const changesPayment = (paymentStatus !== null && paymentStatus !== consultation.payment?.status) || refundCents > 0
  const payment = consultation.payment ?? {}
  await req.payload.update({
    collection: 'consultations',
    id: consultation.id,
    data: {
      status,
      ...(changesPayment
        ? {
            payment: {
              ...payment,
              status: paymentStatus ?? payment.status,
              refundedCents: (payment.refundedCents ?? 0) + refundCents,
              updatedAt: new Date().toISOString(),
            },
          }
        : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
