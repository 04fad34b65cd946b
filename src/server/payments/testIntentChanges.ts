import crypto from 'node:crypto'

import { PaymentConflictError, PaymentRequestRejectedError } from './errors'
import type { IntentChange, TestIntent } from './testIntentStore'

/**
 * What each operation does to a test intent, as Stripe would: the change to write, null when the call
 * repeats one already made (it answers the same result), or a PaymentConflictError for a move the
 * intent's state does not allow.
 */

const unexpectedState = (intent: TestIntent, action: string) =>
  new PaymentConflictError(`Cannot ${action} payment intent ${intent.intentId} in status ${intent.status}`, {
    providerCode: 'payment_intent_unexpected_state',
  })

export function captureChange(intent: TestIntent): IntentChange | null {
  if (intent.status === 'captured') return null
  if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'capture')
  return { status: 'captured' }
}

export function cancelChange(intent: TestIntent): IntentChange | null {
  if (intent.status === 'cancelled') return null
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_capture') {
    throw unexpectedState(intent, 'cancel')
  }
  return { status: 'cancelled' }
}

/** Omitted amount: whatever is left. A refund is recorded under its idempotency key, so a retry refunds nothing more. */
export function refundChange(intent: TestIntent, amountCents: number | undefined, idempotencyKey: string) {
  if (intent.refunds.some((refund) => refund.idempotencyKey === idempotencyKey)) return null
  if (intent.status !== 'captured' && intent.status !== 'partially_refunded') throw unexpectedState(intent, 'refund')
  const left = intent.amountCents - intent.refundedCents
  const amount = amountCents ?? left
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
    throw new PaymentRequestRejectedError(`Cannot refund ${amount} cents: ${left} are left to refund`)
  }
  const refundedCents = intent.refundedCents + amount
  const refund = { id: `re_test_${crypto.randomBytes(12).toString('hex')}`, idempotencyKey, amountCents: amount }
  return {
    status: refundedCents === intent.amountCents ? 'refunded' : 'partially_refunded',
    refundedCents,
    refunds: [...intent.refunds, refund],
  } satisfies IntentChange
}

/** A card confirmation: only an intent still waiting for a card takes one; a decline leaves it waiting. */
export function confirmChange(intent: TestIntent, outcome: 'authorised' | 'declined'): IntentChange {
  if (intent.status !== 'requires_payment_method') throw unexpectedState(intent, 'confirm')
  return outcome === 'authorised' ? { status: 'requires_capture', lastError: null } : { lastError: 'generic_decline' }
}
