import type { PayloadRequest } from 'payload'

import { executeInRequest, sql } from '../db/sql'
import type { PaymentEvent, PaymentProviderName } from './provider'

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
  const inserted = await executeInRequest<{ id: number }>(
    req,
    sql`INSERT INTO payment_events (event_id, provider, type, payment_intent_id, occurred_at, payload)
        VALUES (${event.id}, ${provider}, ${event.type}, ${event.paymentIntentId},
                ${new Date(event.created * 1000).toISOString()}, ${rawBody}::jsonb)
        ON CONFLICT (event_id) DO NOTHING
        RETURNING id`,
  )
  return inserted.length > 0
}
