import type { Payload } from 'payload'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { WebhookSignatureError } from './errors'
import { createStripeProvider } from './stripeProvider'
import { testEventBody, type TestEventType } from './testIntentEvents'
import type { TestIntent } from './testIntentStore'
import { createTestProvider } from './testProvider'
import { signWebhookBody, verifySignedEvent } from './webhookSignature'

const SECRET = 'whsec_test_provider_unit'

// parseWebhook touches neither the database nor the network.
const provider = createTestProvider({
  payload: {} as Payload,
  webhookSecret: SECRET,
  deliver: async () => {
    throw new Error('parsing must not deliver')
  },
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

function intent(overrides: Partial<TestIntent> = {}): TestIntent {
  return {
    intentId: 'pi_test_abc',
    idempotencyKey: 'consultation:7',
    clientSecretHash: 'hash',
    amountCents: 5950,
    refundedCents: 0,
    currency: 'eur',
    status: 'requires_capture',
    metadata: { consultationId: '7', userId: '3' },
    refunds: [],
    lastError: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

describe('signWebhookBody', () => {
  it('signs exactly as Stripe does', () => {
    const body = testEventBody('payment_intent.succeeded', intent({ status: 'captured' }), new Date())
    const timestamp = 1_790_000_000
    expect(signWebhookBody(body, SECRET, timestamp)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp }),
    )
  })
})

describe('verifySignedEvent', () => {
  const body = testEventBody('payment_intent.canceled', intent({ status: 'cancelled' }), new Date())

  it('accepts a fresh signature with the secret', async () => {
    await expect(verifySignedEvent(body, signWebhookBody(body, SECRET, nowSeconds()), SECRET)).resolves.toMatchObject({
      type: 'payment_intent.canceled',
    })
  })

  it.each([
    ['no header', () => null],
    ['another secret', () => signWebhookBody(body, 'whsec_other', nowSeconds())],
    ['a changed body', () => signWebhookBody(body.replace('5950', '1'), SECRET, nowSeconds())],
    ['a signature older than five minutes', () => signWebhookBody(body, SECRET, nowSeconds() - 600)],
    ['a header without a v1 signature', () => `t=${nowSeconds()}`],
  ])('refuses %s', async (_case, header) => {
    await expect(verifySignedEvent(body, header(), SECRET)).rejects.toBeInstanceOf(WebhookSignatureError)
  })

  it('refuses a signed body that is not JSON', async () => {
    const text = 'not json'
    await expect(verifySignedEvent(text, signWebhookBody(text, SECRET, nowSeconds()), SECRET)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
  })
})

describe('the test provider parseWebhook', () => {
  it.each<[TestEventType, Partial<TestIntent>, object]>([
    ['payment_intent.amount_capturable_updated', {}, { status: 'requires_capture', amountCents: 5950 }],
    ['payment_intent.succeeded', { status: 'captured' }, { status: 'captured', amountCents: 5950 }],
    ['payment_intent.canceled', { status: 'cancelled' }, { status: 'cancelled' }],
    [
      'payment_intent.payment_failed',
      { status: 'requires_payment_method', lastError: 'generic_decline' },
      { status: 'requires_payment_method' },
    ],
    [
      'charge.refunded',
      { status: 'partially_refunded', refundedCents: 1000 },
      { status: 'partially_refunded', amountCents: 1000 },
    ],
    ['charge.refunded', { status: 'refunded', refundedCents: 5950 }, { status: 'refunded', amountCents: 5950 }],
  ])('normalises %s (%j)', async (type, overrides, expected) => {
    const body = testEventBody(type, intent(overrides), new Date())
    const event = await provider.parseWebhook(body, signWebhookBody(body, SECRET, nowSeconds()))
    expect(event).toMatchObject({
      type,
      paymentIntentId: 'pi_test_abc',
      consultationId: '7',
      paymentMethodType: 'card',
      ...expected,
    })
    expect(event.id).toMatch(/^evt_test_[0-9a-f]{24}$/)
  })

  it('refuses an event signed with another secret', async () => {
    const body = testEventBody('payment_intent.succeeded', intent({ status: 'captured' }), new Date())
    await expect(
      provider.parseWebhook(body, signWebhookBody(body, 'whsec_other', nowSeconds())),
    ).rejects.toBeInstanceOf(WebhookSignatureError)
  })

  it('reads the same as the Stripe adapter reads it', async () => {
    const stripe = createStripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: SECRET })
    const body = testEventBody('charge.refunded', intent({ status: 'refunded', refundedCents: 5950 }), new Date())
    const header = signWebhookBody(body, SECRET, nowSeconds())
    expect(await provider.parseWebhook(body, header)).toEqual(await stripe.parseWebhook(body, header))
  })
})
