import type { PayloadRequest } from 'payload'

import type { PaymentEvent, PaymentStatus } from './provider'
import { applyPaymentEvent, isAuthorised, refundedTotal } from '@/domain/payments'
import { blocksSlot } from '@/domain/status'
import type { Consultation } from '@/payload-types'
import { lockConsultationOfPayment } from '@/server/queries/payments'

/**
 * Locks the consultation the event is about: by its stored payment intent id, else by the consultation
 * id in the intent's metadata as long as that consultation has no other intent recorded.
 */
async function lockConsultation(req: PayloadRequest, event: PaymentEvent): Promise<number | null> {
  if (event.paymentIntentId) {
    const row = await lockConsultationOfPayment(req, { paymentIntentId: event.paymentIntentId })
    if (row) return row.id
  }
  const fallbackId = Number(event.consultationId)
  if (!event.consultationId || !Number.isSafeInteger(fallbackId)) return null
  const row = await lockConsultationOfPayment(req, { consultationId: fallbackId })
  return row?.id ?? null
}

function paymentData(consultation: Consultation, event: PaymentEvent, status: PaymentStatus) {
  const payment = consultation.payment ?? {}
  return {
    ...payment,
    refundedCents: refundedTotal({
      status,
      recordedCents: payment.refundedCents ?? 0,
      reportedCents: event.amountCents ?? null,
      totalCents: consultation.price?.totalCents ?? 0,
    }),
    paymentIntentId: payment.paymentIntentId ?? event.paymentIntentId,
    status,
    methodType: event.paymentMethodType ?? payment.methodType ?? null,
    updatedAt: new Date().toISOString(),
    authorisedAt: payment.authorisedAt ?? (isAuthorised(status) ? new Date(event.created * 1000).toISOString() : null),
  }
}

/**
 * Applies a stored event to its consultation in the request's transaction, one legal step per update so
 * that the transition hook checks each of them. Answers the consultation's id, or null when the event
 * belongs to no consultation (it stays stored all the same).
 */
export async function applyEventToConsultation(
  req: PayloadRequest,
  event: PaymentEvent,
): Promise<{ id: number; orphanedHold: boolean } | null> {
  const { payload } = req
  const log = { eventId: event.id, type: event.type, paymentIntentId: event.paymentIntentId }
  const id = await lockConsultation(req, event)
  if (id === null) {
    payload.logger.warn(log, 'payment webhook: the event belongs to no consultation')
    return null
  }
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0, req })
  const outcome = applyPaymentEvent({
    consultationStatus: consultation.status,
    paymentStatus: consultation.payment?.status ?? null,
    eventStatus: event.status,
  })
  if (outcome.note) payload.logger.info({ ...log, consultationId: id }, `payment webhook: ${outcome.note}`)

  const steps: (PaymentStatus | null)[] = outcome.paymentPath.length > 0 ? [...outcome.paymentPath] : [null]
  let current = consultation
  for (const [index, step] of steps.entries()) {
    const status = index === 0 ? outcome.consultationStatus : null
    if (!step && !status) continue
    current = await payload.update({
      collection: 'consultations',
      id,
      data: { ...(status ? { status } : {}), ...(step ? { payment: paymentData(current, event, step) } : {}) },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  // A card authorised after its booking was released or cancelled holds money for nothing.
  const orphanedHold = current.payment?.status === 'requires_capture' && !blocksSlot(current.status)
  return { id, orphanedHold }
}
