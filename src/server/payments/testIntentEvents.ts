import crypto from 'node:crypto'

import Stripe from 'stripe'

import type { PaymentStatus } from './provider'
import type { TestIntent } from './testIntentStore'

export type TestEventType =
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.succeeded'
  | 'payment_intent.canceled'
  | 'payment_intent.payment_failed'
  | 'charge.refunded'

// Stripe's names, so that the events read exactly like Stripe's and share its normalisation.
const STRIPE_INTENT_STATUS: Record<PaymentStatus, Stripe.PaymentIntent.Status> = {
  requires_payment_method: 'requires_payment_method',
  requires_capture: 'requires_capture',
  captured: 'succeeded',
  partially_refunded: 'succeeded',
  refunded: 'succeeded',
  cancelled: 'canceled',
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const chargeIdOf = (intentId: string) => intentId.replace(/^pi_/, 'ch_')

function intentObject(intent: TestIntent) {
  const status = STRIPE_INTENT_STATUS[intent.status]
  return {
    id: intent.intentId,
    object: 'payment_intent',
    amount: intent.amountCents,
    amount_capturable: intent.status === 'requires_capture' ? intent.amountCents : 0,
    amount_received: status === 'succeeded' ? intent.amountCents : 0,
    capture_method: 'manual',
    created: seconds(new Date(intent.createdAt)),
    currency: intent.currency,
    latest_charge: intent.status === 'requires_payment_method' ? null : chargeIdOf(intent.intentId),
    last_payment_error: intent.lastError
      ? {
          type: 'card_error',
          code: 'card_declined',
          decline_code: intent.lastError,
          message: 'Your card was declined.',
        }
      : null,
    livemode: false,
    metadata: intent.metadata,
    payment_method: null,
    payment_method_types: ['card'],
    status,
  }
}

function chargeObject(intent: TestIntent) {
  return {
    id: chargeIdOf(intent.intentId),
    object: 'charge',
    amount: intent.amountCents,
    amount_captured: intent.amountCents,
    amount_refunded: intent.refundedCents,
    captured: true,
    currency: intent.currency,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.intentId,
    payment_method_details: { type: 'card' },
    refunded: intent.refundedCents >= intent.amountCents,
    status: 'succeeded',
  }
}

/** The raw JSON body of a Stripe-like event about the intent as it is now. */
export function testEventBody(type: TestEventType, intent: TestIntent, now: Date): string {
  return JSON.stringify({
    id: `evt_test_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    data: { object: type === 'charge.refunded' ? chargeObject(intent) : intentObject(intent) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  })
}
