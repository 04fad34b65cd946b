import type Stripe from 'stripe'

import type { PaymentEvent, PaymentStatus } from './provider'

/**
 * Stripe's PaymentIntent statuses on the port's. Everything before an authorisation (no card yet,
 * 3-D Secure pending, processing) is requires_payment_method: the consultation waits in each case.
 * An unknown future status maps to null so that the caller ignores it rather than guesses.
 */
const STATUS_BY_INTENT_STATUS: ReadonlyMap<string, PaymentStatus> = new Map<Stripe.PaymentIntent.Status, PaymentStatus>(
  [
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_payment_method'],
    ['processing', 'requires_payment_method'],
    ['requires_capture', 'requires_capture'],
    ['succeeded', 'captured'],
    ['canceled', 'cancelled'],
  ],
)

export function paymentStatusOfIntent(status: string): PaymentStatus | null {
  return STATUS_BY_INTENT_STATUS.get(status) ?? null
}

export function paymentStatusOfRefundedCharge(charge: Pick<Stripe.Charge, 'refunded'>): PaymentStatus {
  return charge.refunded ? 'refunded' : 'partially_refunded'
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null)
}

function paymentMethodTypeOfIntent(intent: Stripe.PaymentIntent): string | null {
  if (intent.payment_method && typeof intent.payment_method !== 'string') return intent.payment_method.type
  // Unexpanded: when only one type is possible (our intents allow card only), that is the one used.
  return intent.payment_method_types.length === 1 ? (intent.payment_method_types[0] ?? null) : null
}

function fromIntent(base: PaymentEvent, intent: Stripe.PaymentIntent): PaymentEvent {
  return {
    ...base,
    paymentIntentId: intent.id,
    status: paymentStatusOfIntent(intent.status),
    consultationId: intent.metadata?.consultationId ?? null,
    amountCents: intent.amount,
    paymentMethodType: paymentMethodTypeOfIntent(intent),
  }
}

function fromRefundedCharge(base: PaymentEvent, charge: Stripe.Charge): PaymentEvent {
  return {
    ...base,
    paymentIntentId: idOf(charge.payment_intent),
    status: paymentStatusOfRefundedCharge(charge),
    // Stripe copies the intent's metadata onto its charge; the intent id is the reliable key.
    consultationId: charge.metadata?.consultationId ?? null,
    amountCents: charge.amount_refunded,
    paymentMethodType: charge.payment_method_details?.type ?? null,
  }
}

/** Reduces a verified Stripe event to the port's PaymentEvent. */
export function normaliseStripeEvent(event: Stripe.Event): PaymentEvent {
  const base: PaymentEvent = {
    id: event.id,
    type: event.type,
    created: event.created,
    paymentIntentId: null,
    status: null,
    consultationId: null,
    amountCents: null,
    paymentMethodType: null,
  }
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.canceled':
    case 'payment_intent.created':
    case 'payment_intent.partially_funded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
    case 'payment_intent.succeeded':
      return fromIntent(base, event.data.object)
    case 'charge.refunded':
      return fromRefundedCharge(base, event.data.object)
    default:
      return base
  }
}
