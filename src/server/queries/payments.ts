import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { Consultation, PaymentEvent, TestPaymentIntent } from '@/payload-types'

type NewPaymentEvent = RowOf<PaymentEvent, 'eventId' | 'provider' | 'type' | 'paymentIntentId' | 'occurredAt'> & {
  /** The verified body as received. */
  rawBody: string
}

/**
 * Records a verified event in the request's transaction, once by its id: false when it is already there.
 * A concurrent delivery of the same event waits on the unique index until the first one commits.
 */
export async function insertPaymentEventOnce(req: PayloadRequest, event: NewPaymentEvent): Promise<boolean> {
  const inserted = await runSql(
    req,
    sql`INSERT INTO payment_events (event_id, provider, type, payment_intent_id, occurred_at, payload)
        VALUES (${event.eventId}, ${event.provider}, ${event.type}, ${event.paymentIntentId},
                ${event.occurredAt}, ${event.rawBody}::jsonb)
        ON CONFLICT (event_id) DO NOTHING
        RETURNING id`,
  )
  return inserted.length > 0
}

/**
 * Locks FOR UPDATE, in the request's transaction, the consultation a payment event is about: the one
 * holding the intent, else the one named by `consultationId` as long as it holds no intent yet.
 */
export async function lockConsultationOfPayment(
  req: PayloadRequest,
  by: { paymentIntentId: string } | { consultationId: number },
): Promise<RowOf<Consultation, 'id'> | undefined> {
  const [row] = await runSql<RowOf<Consultation, 'id'>>(
    req,
    'paymentIntentId' in by
      ? sql`SELECT id FROM consultations WHERE payment_payment_intent_id = ${by.paymentIntentId} FOR UPDATE`
      : sql`SELECT id FROM consultations
            WHERE id = ${by.consultationId} AND payment_payment_intent_id IS NULL FOR UPDATE`,
  )
  return row
}

/** Locks the test provider's intent FOR UPDATE in the request's transaction. */
export async function lockTestIntent(
  req: PayloadRequest,
  intentId: string,
): Promise<RowOf<TestPaymentIntent, 'id'> | undefined> {
  const [row] = await runSql<RowOf<TestPaymentIntent, 'id'>>(
    req,
    sql`SELECT id FROM test_payment_intents WHERE intent_id = ${intentId} FOR UPDATE`,
  )
  return row
}
