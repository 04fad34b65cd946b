import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'
import { applyEventToConsultation } from './applyEventToConsultation'
import { WebhookSignatureError } from './errors'
import { storeEventOnce } from './paymentEventStore'
import type { PaymentEvent, PaymentProvider } from './provider'

export type WebhookReceipt =
  | { kind: 'rejected'; reason: string }
  | { kind: 'duplicate'; eventId: string }
  | { kind: 'stored'; eventId: string; consultationId: number | null }

/**
 * Verifies a provider event on its raw body, then stores it once and applies it to its consultation in
 * one transaction: when this resolves with 'stored' or 'duplicate', everything is committed. Throws when
 * saving failed, so that the caller answers 5xx and the provider delivers again.
 */
export async function receivePaymentWebhook(
  req: PayloadRequest,
  provider: PaymentProvider,
  rawBody: string,
  signatureHeader: string | null,
): Promise<WebhookReceipt> {
  let event: PaymentEvent
  try {
    event = await provider.parseWebhook(rawBody, signatureHeader)
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { kind: 'rejected', reason: error.message }
    throw error
  }
  const receipt = await inTransaction(req, async () => {
    if (!(await storeEventOnce(req, provider.name, event, rawBody))) {
      return { kind: 'duplicate', eventId: event.id } as const
    }
    const applied = await applyEventToConsultation(req, event)
    return {
      kind: 'stored' as const,
      eventId: event.id,
      consultationId: applied?.id ?? null,
      orphanedHold: !!applied?.orphanedHold,
    }
  })
  if (receipt.kind === 'stored' && receipt.orphanedHold && event.paymentIntentId) {
    // Released after the commit: the cancellation's own event needs the consultation row this transaction held.
    await provider.cancel(event.paymentIntentId, `release:${receipt.consultationId}`).catch((error: unknown) => {
      req.payload.logger.error(
        { err: error, eventId: event.id },
        'payment webhook: could not release a late authorisation',
      )
    })
  }
  return receipt.kind === 'stored'
    ? { kind: 'stored', eventId: receipt.eventId, consultationId: receipt.consultationId }
    : receipt
}
