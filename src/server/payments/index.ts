import type { Payload } from 'payload'

import { paymentSettings, type PaymentSettings } from './config'
import type { PaymentProvider, PaymentProviderName } from './provider'
import { createStripeProvider } from './stripeProvider'
import { createTestProvider, type TestPaymentProvider } from './testProvider'
import { testWebhookSecret } from './testWebhookSecret'
import { createHttpDeliverer, type WebhookDeliverer } from './webhookDelivery'
import { serverUrl } from '../env'

export type { PaymentProvider, PaymentProviderName } from './provider'
export type { TestPaymentProvider } from './testProvider'
export type { WebhookDeliverer } from './webhookDelivery'

export const WEBHOOK_PATH = '/api/payments/webhook'

let replacementDeliverer: WebhookDeliverer | null = null
let defaultDeliverer: WebhookDeliverer | null = null

/**
 * Replaces how the test provider delivers its events (null restores the HTTP POST to our own webhook
 * route); integration tests, which run no HTTP server, call the route in-process instead.
 */
export function setPaymentEventDeliverer(deliver: WebhookDeliverer | null): void {
  replacementDeliverer = deliver
}

const deliverEvent: WebhookDeliverer = (rawBody, signatureHeader) => {
  defaultDeliverer ??= createHttpDeliverer({ url: `${serverUrl()}${WEBHOOK_PATH}` })
  return (replacementDeliverer ?? defaultDeliverer)(rawBody, signatureHeader)
}

const settingsKey = (settings: PaymentSettings) =>
  settings.mode === 'stripe' ? `stripe:${settings.stripe.secretKey}:${settings.stripe.webhookSecret}` : 'test'

type Current = { payload: Payload; key: string; provider: PaymentProvider; test: TestPaymentProvider | null }

let current: Current | null = null

function currentProvider(payload: Payload): Current {
  const settings = paymentSettings()
  const key = settingsKey(settings)
  if (current?.payload === payload && current.key === key) return current
  if (settings.mode === 'stripe') {
    current = { payload, key, provider: createStripeProvider(settings.stripe), test: null }
  } else {
    const test = createTestProvider({ payload, webhookSecret: testWebhookSecret(), deliver: deliverEvent })
    current = { payload, key, provider: test, test }
  }
  return current
}

/**
 * The configured provider: Stripe when its keys are set, else the built-in test provider. One per
 * process (the test provider's background deliveries live in it); a changed configuration makes a new one.
 */
export function getPaymentProvider(payload: Payload): PaymentProvider {
  return currentProvider(payload).provider
}

/** The test provider when it is the configured one, else null (Stripe mode). */
export function getTestPaymentProvider(payload: Payload): TestPaymentProvider | null {
  return currentProvider(payload).test
}

/** What the browser needs to pick its card form: Stripe's Elements with this key, or the test form. */
export function publishableInfo(): { provider: PaymentProviderName; publishableKey: string | null } {
  const settings = paymentSettings()
  return settings.mode === 'stripe'
    ? { provider: 'stripe', publishableKey: settings.stripe.publishableKey }
    : { provider: 'test', publishableKey: null }
}
