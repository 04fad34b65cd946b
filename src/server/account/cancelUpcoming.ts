import type { Payload } from 'payload'

import { Refusal } from '@/server/http/refusal'
import { cancelConsultation } from '@/server/booking/consultationActions'
import { releaseHold } from '@/server/booking/releaseHold'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'
import type { PaymentProvider } from '@/server/payments/provider'

const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)

// The consultation moved on meanwhile (started, confirmed into a state that cannot be cancelled, gone).
const SETTLED_ELSEWHERE = new Set(['STARTED', 'ILLEGAL_TRANSITION', 'NOT_FOUND'])

/**
 * Cancels every consultation of a user whose account is being deleted that has not started yet, through
 * the same path as a cancel click, so the card authorisation is released or the payment refunded as that
 * party's cancellation would. A consultant's deletion also drops the holds of consultees still paying.
 * Provider failures are thrown: the account must not go while money is still held for its sessions.
 */
export async function cancelUpcomingConsultations(
  payload: Payload,
  provider: PaymentProvider,
  userId: number,
  now: Date,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      and: [
        { or: [{ user: { equals: userId } }, { consultant: { equals: userId } }] },
        { status: { in: [...SLOT_BLOCKING_STATUSES] } },
        { startsAt: { greater_than: now.toISOString() } },
      ],
    },
    select: { user: true, consultant: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const cancelled: number[] = []
  for (const consultation of docs) {
    const side = idOf(consultation.user) === userId ? 'consultee' : 'consultant'
    try {
      if (side === 'consultant' && consultation.status === 'HELD') {
        if (await releaseHold(payload, provider, consultation.id, now, { force: true })) cancelled.push(consultation.id)
        continue
      }
      await cancelConsultation(payload, provider, consultation.id, { side, userId }, now)
      cancelled.push(consultation.id)
    } catch (error) {
      if (!(error instanceof Refusal && SETTLED_ELSEWHERE.has(error.code))) throw error
    }
  }
  return cancelled
}
