import Stripe from 'stripe'

import { PaymentConflictError, PaymentProviderUnavailableError, WebhookSignatureError } from './errors'
import { holdIdempotencyKey, type PaymentProvider, type PaymentStatus } from './provider'
import { stripeConnectedAccounts } from './stripeConnect'
import { callStripe } from './stripeErrors'
import { normaliseStripeEvent, paymentStatusOfIntent, paymentStatusOfRefundedCharge } from './stripeEvents'

export type StripeProviderOptions = {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Replaces the network; tests pass `Stripe.createFetchHttpClient(fakeFetch)`. */
  httpClient?: Stripe.HttpClient
  maxNetworkRetries?: number
  timeoutMs?: number
}

// Two retries is Stripe's own advice; every POST carries our idempotency key, so a retry cannot
// charge twice. The timeout keeps a booking request from hanging on a slow provider.
const DEFAULT_MAX_NETWORK_RETRIES = 2
const DEFAULT_TIMEOUT_MS = 20_000

function intentStatus(status: string): PaymentStatus {
  const mapped = paymentStatusOfIntent(status)
  if (!mapped)
    throw new PaymentProviderUnavailableError(`Stripe answered with an unknown PaymentIntent status: ${status}`)
  return mapped
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // The version this SDK's types describe, so that responses match them.
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    appInfo: { name: 'CareerBridge' },
    typescript: true,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  })

  return {
    ...stripeConnectedAccounts(stripe),
    name: 'stripe',

    publishableKey: () => options.publishableKey,

    async createHold(input) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            capture_method: 'manual',
            allowed_payment_method_types: ['card'],
            description: input.description,
            ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
            // Our key last, so that metadata cannot point the intent at another consultation.
            metadata: { ...input.metadata, consultationId: input.consultationId },
          },
          { idempotencyKey: holdIdempotencyKey(input.consultationId) },
        ),
      )
      if (!intent.client_secret) {
        throw new PaymentProviderUnavailableError(`Stripe returned PaymentIntent ${intent.id} without a client secret`)
      }
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret, status: intentStatus(intent.status) }
    },

    async capture(paymentIntentId, idempotencyKey) {
      const intent = await callStripe(() => stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey }))
      return { status: intentStatus(intent.status) }
    },

    async cancel(paymentIntentId, idempotencyKey, reason = 'abandoned') {
      const intent = await callStripe(() =>
        stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: reason }, { idempotencyKey }),
      )
      return { status: intentStatus(intent.status) }
    },

    async refund(paymentIntentId, { amountCents, idempotencyKey }) {
      const refund = await callStripe(() =>
        stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            // The charge tells whether anything is left to refund after this one.
            expand: ['charge'],
          },
          { idempotencyKey },
        ),
      )
      // Card refunds fail later (refund.failed) if at all; one refused outright cannot be retried as is.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new PaymentConflictError(`Stripe refused refund ${refund.id}`, {
          providerCode: refund.failure_reason ?? null,
        })
      }
      const status: PaymentStatus =
        refund.charge && typeof refund.charge !== 'string'
          ? paymentStatusOfRefundedCharge(refund.charge)
          : amountCents === undefined
            ? 'refunded'
            : 'partially_refunded'
      return { status, refundId: refund.id, amountCents: refund.amount }
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The stripe-signature header is missing')
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, options.webhookSecret)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message, { cause: error })
        }
        throw error
      }
      return normaliseStripeEvent(event)
    },
  }
}
