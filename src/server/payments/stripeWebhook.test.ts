import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { WebhookSignatureError } from './errors'
import { chargeObject, fakeStripeApi, paymentIntentObject } from '../../../tests/helpers/fakeStripeApi'
import { createStripeProvider } from './stripeProvider'

const WEBHOOK_SECRET = 'whsec_careerbridge_test'

const provider = createStripeProvider({
  secretKey: 'sk_test_careerbridge',
  publishableKey: 'pk_test_careerbridge',
  webhookSecret: WEBHOOK_SECRET,
  httpClient: fakeStripeApi(() => new Error('webhooks must not call Stripe')).httpClient,
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

function eventBody(type: string, object: unknown, id = 'evt_1') {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: 1_790_000_000,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  })
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? nowSeconds(),
  })
}

describe('parseWebhook: normalised events', () => {
  it('returns an authorised payment intent as requires_capture', async () => {
    const body = eventBody(
      'payment_intent.amount_capturable_updated',
      paymentIntentObject({ id: 'pi_42', status: 'requires_capture', amount: 5950, amount_capturable: 5950 }),
      'evt_capturable',
    )

    await expect(provider.parseWebhook(body, sign(body))).resolves.toEqual({
      id: 'evt_capturable',
      type: 'payment_intent.amount_capturable_updated',
      created: 1_790_000_000,
      paymentIntentId: 'pi_42',
      status: 'requires_capture',
      consultationId: 'consultation-1',
      amountCents: 5950,
      paymentMethodType: 'card',
    })
  })

  it.each([
    ['payment_intent.succeeded', 'succeeded', 'captured'],
    ['payment_intent.canceled', 'canceled', 'cancelled'],
    ['payment_intent.payment_failed', 'requires_payment_method', 'requires_payment_method'],
    ['payment_intent.requires_action', 'requires_action', 'requires_payment_method'],
    ['payment_intent.created', 'requires_payment_method', 'requires_payment_method'],
  ])('maps %s (intent %s) to %s', async (type, intentStatus, status) => {
    const body = eventBody(type, paymentIntentObject({ id: 'pi_42', status: intentStatus }))

    await expect(provider.parseWebhook(body, sign(body))).resolves.toMatchObject({
      type,
      paymentIntentId: 'pi_42',
      status,
      consultationId: 'consultation-1',
    })
  })

  it('takes the payment method type from an expanded payment method', async () => {
    const intent = paymentIntentObject({
      status: 'requires_capture',
      payment_method: { id: 'pm_1', object: 'payment_method', type: 'sepa_debit' },
      payment_method_types: ['card', 'sepa_debit'],
    })
    const body = eventBody('payment_intent.amount_capturable_updated', intent)

    await expect(provider.parseWebhook(body, sign(body))).resolves.toMatchObject({ paymentMethodType: 'sepa_debit' })
  })

  it.each([
    { name: 'fully', refunded: true, amountRefunded: 5950, status: 'refunded' },
    { name: 'partly', refunded: false, amountRefunded: 2000, status: 'partially_refunded' },
  ])(
    'returns a $name refunded charge as $status with the refunded total',
    async ({ refunded, amountRefunded, status }) => {
      const charge = chargeObject({ amount: 5950, amount_refunded: amountRefunded, refunded, payment_intent: 'pi_42' })
      const body = eventBody('charge.refunded', charge, 'evt_refund')

      await expect(provider.parseWebhook(body, sign(body))).resolves.toEqual({
        id: 'evt_refund',
        type: 'charge.refunded',
        created: 1_790_000_000,
        paymentIntentId: 'pi_42',
        status,
        consultationId: 'consultation-1',
        amountCents: amountRefunded,
        paymentMethodType: 'card',
      })
    },
  )

  it('returns other event types with their id and type only, so that they can be stored and ignored', async () => {
    const body = eventBody('customer.created', { id: 'cus_1', object: 'customer' }, 'evt_other')

    await expect(provider.parseWebhook(body, sign(body))).resolves.toEqual({
      id: 'evt_other',
      type: 'customer.created',
      created: 1_790_000_000,
      paymentIntentId: null,
      status: null,
      consultationId: null,
      amountCents: null,
      paymentMethodType: null,
    })
  })
})

describe('parseWebhook: signature checks', () => {
  const body = eventBody('payment_intent.succeeded', paymentIntentObject({ status: 'succeeded' }))
  const validHeader = sign(body)

  it.each([
    { name: 'a missing header', rawBody: body, header: null },
    { name: 'an empty header', rawBody: body, header: '' },
    { name: 'a header without a signature', rawBody: body, header: `t=${nowSeconds()}` },
    { name: 'a forged signature', rawBody: body, header: `t=${nowSeconds()},v1=${'0'.repeat(64)}` },
    {
      name: 'a signature made with another secret',
      rawBody: body,
      header: sign(body, { secret: 'whsec_someone_else' }),
    },
    { name: 'a tampered body', rawBody: body.replace('"amount":4900', '"amount":1'), header: validHeader },
    {
      name: 'an event signed more than five minutes ago',
      rawBody: body,
      header: sign(body, { timestamp: nowSeconds() - Stripe.webhooks.DEFAULT_TOLERANCE - 60 }),
    },
    {
      name: 'a body re-serialised after parsing',
      rawBody: JSON.stringify(JSON.parse(body), null, 2),
      header: validHeader,
    },
  ])('rejects $name with WebhookSignatureError (400)', async ({ rawBody, header }) => {
    const failure = await provider.parseWebhook(rawBody, header).catch((caught: unknown) => caught)

    expect(failure).toBeInstanceOf(WebhookSignatureError)
    expect(failure).toMatchObject({ httpStatus: 400 })
  })

  it('accepts the same body with its valid header', async () => {
    await expect(provider.parseWebhook(body, validHeader)).resolves.toMatchObject({ type: 'payment_intent.succeeded' })
  })
})
