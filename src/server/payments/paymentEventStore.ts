import type { PayloadRequest } from 'payload'

import type { PaymentEvent, PaymentProviderName } from './provider'
import { insertPaymentEventOnce } from '@/server/queries/payments'

/**
 * Records a verified event in the request's transaction, once by its id: false when it is already there.
 * A concurrent delivery of the same event waits on the unique index until the first one commits.
 */
export async function storeEventOnce(
  req: PayloadRequest,
  provider: PaymentProviderName,
  event: PaymentEvent,
  rawBody: string,
): Promise<boolean> {
  return insertPaymentEventOnce(req, {
    eventId: event.id,
    provider,
    type: event.type,
    paymentIntentId: event.paymentIntentId,
    occurredAt: new Date(event.created * 1000).toISOString(),
    rawBody,
  })
}
