import crypto from 'node:crypto'

import type { Payload } from 'payload'

import {
  PaymentConflictError,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  PaymentRequestRejectedError,
} from './errors'
import { holdIdempotencyKey, type PaymentProvider, type PaymentStatus } from './provider'
import { serverUrl } from '../env'
import { normaliseStripeEvent } from './stripeEvents'
import { testConnectedAccounts } from './testConnect'
import { clientSecretFor, clientSecretMatches, hashClientSecret, intentIdOfClientSecret } from './testClientSecret'
import { cancelChange, captureChange, confirmChange, refundChange } from './testIntentChanges'
import { testEventBody, type TestEventType } from './testIntentEvents'
import { changeIntent, findIntent, insertIntent, type TestIntent } from './testIntentStore'
import { TestPaymentInputError } from './testPaymentErrors'
import type { WebhookDeliverer } from './webhookDelivery'
import { signWebhookBody, verifySignedEvent } from './webhookSignature'
import { testCardOutcome } from '@/domain/payments'

export type TestProviderOptions = {
  payload: Payload
  webhookSecret: string
  deliver: WebhookDeliverer
  /** Our own site's origin, where the test provider's dashboard link leads (default: SERVER_URL). */
  origin?: () => string
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test'
  /** The card form of the test provider: authorises or declines, then delivers the event before answering. */
  confirmTestCard(input: { clientSecret: string; cardNumber: string }): Promise<{ status: PaymentStatus }>
  /** Resolves once every event sent in the background so far has been delivered or given up on. */
  whenDelivered(): Promise<void>
}

function known<T>(result: T | null, intentId: string): T {
  if (!result)
    throw new PaymentRequestRejectedError(`No such payment intent: ${intentId}`, { providerCode: 'resource_missing' })
  return result
}

/**
 * The built-in payment provider used when no Stripe keys are set: Stripe's manual-capture intents kept in
 * our database, with Stripe-like events signed as Stripe signs them and delivered to our own webhook
 * route, so that the production webhook code runs. Server-initiated changes deliver in the background,
 * as Stripe does: a caller holding a lock on the consultation must not wait for the webhook that needs it.
 */
export function createTestProvider({
  payload,
  webhookSecret,
  deliver,
  origin = serverUrl,
}: TestProviderOptions): TestPaymentProvider {
  const pending = new Set<Promise<void>>()

  async function deliverNow(type: TestEventType, intent: TestIntent): Promise<void> {
    const body = testEventBody(type, intent, new Date())
    await deliver(body, signWebhookBody(body, webhookSecret, Math.floor(Date.now() / 1000)))
  }

  // The card form waits for its event: it answers only once the webhook has moved the consultation.
  async function deliverBeforeAnswering(type: TestEventType, intent: TestIntent): Promise<void> {
    try {
      await deliverNow(type, intent)
    } catch (error) {
      throw new PaymentProviderUnavailableError('The payment event did not reach the webhook route', { cause: error })
    }
  }

  function deliverLater(type: TestEventType, intent: TestIntent): void {
    const delivery = deliverNow(type, intent).catch((error: unknown) => {
      payload.logger.error({ err: error, intentId: intent.intentId, type }, 'test payments: an event was not delivered')
    })
    pending.add(delivery)
    void delivery.finally(() => pending.delete(delivery))
  }

  return {
    ...testConnectedAccounts({ payload, origin }),
    name: 'test',

    publishableKey: () => null,

    async createHold(input) {
      const idempotencyKey = holdIdempotencyKey(input.consultationId)
      const insert = () => {
        const intentId = `pi_test_${crypto.randomBytes(12).toString('hex')}`
        return insertIntent(payload, {
          intentId,
          idempotencyKey,
          clientSecretHash: hashClientSecret(clientSecretFor(intentId, webhookSecret)),
          amountCents: input.amountCents,
          refundedCents: 0,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: { ...input.metadata, consultationId: input.consultationId },
          refunds: [],
          lastError: null,
        })
      }
      // A key is nearly always new (one hold per booking), so the insert comes first; when the key's unique
      // index refuses it (a retry, or a concurrent call that won), the intent stored under it is the answer.
      const intent = await insert().catch(async (error: unknown) => {
        const stored = await findIntent(payload, 'idempotencyKey', idempotencyKey)
        if (!stored) throw error
        return stored
      })
      if (intent.amountCents !== input.amountCents || intent.currency !== input.currency) {
        throw new PaymentConflictError(`${idempotencyKey} was used for a different amount`, {
          providerCode: 'idempotency_key_in_use',
        })
      }
      return {
        paymentIntentId: intent.intentId,
        clientSecret: clientSecretFor(intent.intentId, webhookSecret),
        status: intent.status,
      }
    },

    async capture(paymentIntentId) {
      const { before, after } = known(await changeIntent(payload, paymentIntentId, captureChange), paymentIntentId)
      if (before.status !== after.status) deliverLater('payment_intent.succeeded', after)
      return { status: after.status }
    },

    async cancel(paymentIntentId) {
      const { before, after } = known(await changeIntent(payload, paymentIntentId, cancelChange), paymentIntentId)
      if (before.status !== after.status) deliverLater('payment_intent.canceled', after)
      return { status: after.status }
    },

    async refund(paymentIntentId, { amountCents, idempotencyKey }) {
      const { before, after } = known(
        await changeIntent(payload, paymentIntentId, (intent) => refundChange(intent, amountCents, idempotencyKey)),
        paymentIntentId,
      )
      if (before.refundedCents !== after.refundedCents) deliverLater('charge.refunded', after)
      const refund = after.refunds.find((each) => each.idempotencyKey === idempotencyKey)
      return { status: after.status, refundId: refund?.id ?? '', amountCents: refund?.amountCents ?? 0 }
    },

    async parseWebhook(rawBody, signatureHeader) {
      return normaliseStripeEvent(await verifySignedEvent(rawBody, signatureHeader, webhookSecret))
    },

    async confirmTestCard({ clientSecret, cardNumber }) {
      const intentId = intentIdOfClientSecret(clientSecret)
      const intent = intentId ? await findIntent(payload, 'intentId', intentId) : null
      if (!intent || !clientSecretMatches(clientSecret, intent.clientSecretHash)) {
        throw new TestPaymentInputError('INVALID_CLIENT_SECRET', 'The client secret belongs to no payment')
      }
      const outcome = testCardOutcome(cardNumber)
      if (outcome === 'unknown') throw new TestPaymentInputError('UNKNOWN_TEST_CARD', 'This is not a test card')
      const { after } = known(
        await changeIntent(payload, intentId, (current) => confirmChange(current, outcome)),
        intentId,
      )
      if (outcome === 'declined') {
        await deliverBeforeAnswering('payment_intent.payment_failed', after)
        throw new PaymentDeclinedError('Your card was declined.', {
          providerCode: 'card_declined',
          declineCode: 'generic_decline',
        })
      }
      await deliverBeforeAnswering('payment_intent.amount_capturable_updated', after)
      return { status: after.status }
    },

    async whenDelivered() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
