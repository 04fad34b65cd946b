import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import {
  PaymentConflictError,
  PaymentDeclinedError,
  PaymentProviderError,
  PaymentProviderUnavailableError,
  PaymentRequestRejectedError,
} from './errors'
import {
  chargeObject,
  fakeStripeApi,
  paymentIntentObject,
  refundObject,
  stripeErrorBody,
  type FakeStripeReply,
  type RecordedStripeRequest,
} from '../../../tests/helpers/fakeStripeApi'
import type { HoldInput } from './provider'
import { createStripeProvider } from './stripeProvider'

const SECRET_KEY = 'sk_test_careerbridge'

function providerAnswering(
  reply: (request: RecordedStripeRequest) => FakeStripeReply | Promise<FakeStripeReply>,
  settings: { maxNetworkRetries?: number; timeoutMs?: number } = {},
) {
  const api = fakeStripeApi(reply)
  const provider = createStripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_careerbridge',
    webhookSecret: 'whsec_careerbridge',
    httpClient: api.httpClient,
    maxNetworkRetries: settings.maxNetworkRetries ?? 0,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  })
  return { provider, requests: api.requests }
}

const onlyRequest = (requests: RecordedStripeRequest[]) => {
  expect(requests).toHaveLength(1)
  return requests[0]!
}

const hold: HoldInput = {
  consultationId: 'consultation-42',
  amountCents: 5950,
  currency: 'eur',
  customerEmail: 'ada@example.com',
  description: '60-minute consultation with Grace Hopper',
  metadata: { consultantId: 'consultant-7', serviceCount: '2' },
}

describe('createStripeProvider: requests', () => {
  it('names itself and hands out the publishable key', () => {
    const { provider } = providerAnswering(() => new Error('no request expected'))
    expect(provider.name).toBe('stripe')
    expect(provider.publishableKey()).toBe('pk_test_careerbridge')
  })

  it('creates a card-only, manual-capture PaymentIntent keyed by the consultation', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: paymentIntentObject({ id: 'pi_42', client_secret: 'pi_42_secret_abc' }),
    }))

    const result = await provider.createHold(hold)

    expect(result).toEqual({
      paymentIntentId: 'pi_42',
      clientSecret: 'pi_42_secret_abc',
      status: 'requires_payment_method',
    })
    const request = onlyRequest(requests)
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/payment_intents')
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '5950',
      currency: 'eur',
      capture_method: 'manual',
      'allowed_payment_method_types[0]': 'card',
      description: '60-minute consultation with Grace Hopper',
      receipt_email: 'ada@example.com',
      'metadata[consultantId]': 'consultant-7',
      'metadata[serviceCount]': '2',
      'metadata[consultationId]': 'consultation-42',
    })
    expect(request.headers.get('idempotency-key')).toBe('consultation:consultation-42')
    expect(request.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
    expect(request.headers.get('stripe-version')).toBe(Stripe.API_VERSION)
    // appInfo: Stripe's logs name the application that sent the request.
    expect([...request.headers.values()].some((value) => value.includes('CareerBridge'))).toBe(true)
  })

  it('keeps the consultation id in the metadata even when the caller passes another', async () => {
    const { provider, requests } = providerAnswering(() => ({ body: paymentIntentObject() }))

    await provider.createHold({ ...hold, customerEmail: undefined, metadata: { consultationId: 'someone-else' } })

    const { form } = onlyRequest(requests)
    expect(form.get('metadata[consultationId]')).toBe('consultation-42')
    expect(form.has('receipt_email')).toBe(false)
  })

  it('sends the same idempotency key when the same consultation is booked twice', async () => {
    const { provider, requests } = providerAnswering(() => ({ body: paymentIntentObject() }))

    await provider.createHold(hold)
    await provider.createHold(hold)

    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'consultation:consultation-42',
      'consultation:consultation-42',
    ])
  })

  it('captures with the given idempotency key', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: paymentIntentObject({ id: 'pi_42', status: 'succeeded' }),
    }))

    await expect(provider.capture('pi_42', 'capture:consultation-42')).resolves.toEqual({ status: 'captured' })

    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/payment_intents/pi_42/capture'])
    expect(request.headers.get('idempotency-key')).toBe('capture:consultation-42')
    expect(request.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
  })

  it.each([
    { reason: undefined, sent: 'abandoned' },
    { reason: 'requested_by_customer' as const, sent: 'requested_by_customer' },
  ])('cancels the authorisation with cancellation_reason $sent', async ({ reason, sent }) => {
    const { provider, requests } = providerAnswering(() => ({
      body: paymentIntentObject({ id: 'pi_42', status: 'canceled' }),
    }))

    await expect(provider.cancel('pi_42', 'cancel:consultation-42', reason)).resolves.toEqual({ status: 'cancelled' })

    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/payment_intents/pi_42/cancel'])
    expect(request.form.get('cancellation_reason')).toBe(sent)
    expect(request.headers.get('idempotency-key')).toBe('cancel:consultation-42')
  })

  it.each([
    {
      name: 'a full refund',
      amountCents: undefined,
      charge: chargeObject({ amount_refunded: 4900, refunded: true }),
      status: 'refunded',
    },
    {
      name: 'a partial refund',
      amountCents: 1500,
      charge: chargeObject({ amount_refunded: 1500, refunded: false }),
      status: 'partially_refunded',
    },
    {
      name: 'the refund of the rest after a partial one',
      amountCents: 3400,
      charge: chargeObject({ amount_refunded: 4900, refunded: true }),
      status: 'refunded',
    },
  ])('refunds $name by payment intent and reads the status off the charge', async ({ amountCents, charge, status }) => {
    const { provider, requests } = providerAnswering(() => ({
      body: refundObject({ id: 're_9', amount: amountCents ?? 4900, charge }),
    }))

    await expect(provider.refund('pi_42', { amountCents, idempotencyKey: 'refund:consultation-42' })).resolves.toEqual({
      status,
      refundId: 're_9',
      amountCents: amountCents ?? 4900,
    })

    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/refunds'])
    expect(request.form.get('payment_intent')).toBe('pi_42')
    expect(request.form.get('amount')).toBe(amountCents === undefined ? null : String(amountCents))
    expect(request.form.get('expand[0]')).toBe('charge')
    expect(request.headers.get('idempotency-key')).toBe('refund:consultation-42')
  })

  it('rejects a refund Stripe refused outright', async () => {
    const { provider } = providerAnswering(() => ({
      body: refundObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' }),
    }))

    await expect(provider.refund('pi_42', { idempotencyKey: 'refund:1' })).rejects.toMatchObject({
      name: 'PaymentConflictError',
      providerCode: 'expired_or_canceled_card',
    })
  })
})

describe('createStripeProvider: PaymentIntent statuses', () => {
  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_payment_method'],
    ['processing', 'requires_payment_method'],
    ['requires_capture', 'requires_capture'],
    ['succeeded', 'captured'],
    ['canceled', 'cancelled'],
  ])('maps Stripe %s to %s', async (stripeStatus, status) => {
    const { provider } = providerAnswering(() => ({ body: paymentIntentObject({ status: stripeStatus }) }))

    await expect(provider.createHold(hold)).resolves.toMatchObject({ status })
  })

  it('refuses a status it does not know instead of guessing', async () => {
    const { provider } = providerAnswering(() => ({ body: paymentIntentObject({ status: 'teleported' }) }))

    await expect(provider.capture('pi_42', 'capture:1')).rejects.toBeInstanceOf(PaymentProviderUnavailableError)
  })
})

describe('createStripeProvider: errors', () => {
  const network = Object.assign(new TypeError('fetch failed'), { cause: new Error('getaddrinfo ENOTFOUND') })

  it.each<{
    name: string
    reply: FakeStripeReply
    error: typeof PaymentProviderError
    httpStatus: number
    code: string | null
  }>([
    {
      name: '402 card_declined',
      reply: {
        status: 402,
        body: stripeErrorBody('card_error', { code: 'card_declined', decline_code: 'insufficient_funds' }),
      },
      error: PaymentDeclinedError,
      httpStatus: 402,
      code: 'card_declined',
    },
    {
      name: '400 payment_intent_unexpected_state',
      reply: {
        status: 400,
        body: stripeErrorBody('invalid_request_error', { code: 'payment_intent_unexpected_state' }),
      },
      error: PaymentConflictError,
      httpStatus: 409,
      code: 'payment_intent_unexpected_state',
    },
    {
      name: '400 charge_expired_for_capture',
      reply: { status: 400, body: stripeErrorBody('invalid_request_error', { code: 'charge_expired_for_capture' }) },
      error: PaymentConflictError,
      httpStatus: 409,
      code: 'charge_expired_for_capture',
    },
    {
      name: '400 idempotency_error (same key, other parameters)',
      reply: { status: 400, body: stripeErrorBody('idempotency_error') },
      error: PaymentConflictError,
      httpStatus: 409,
      code: 'idempotency_error',
    },
    {
      name: '409 idempotency_key_in_use',
      reply: { status: 409, body: stripeErrorBody('invalid_request_error', { code: 'idempotency_key_in_use' }) },
      error: PaymentConflictError,
      httpStatus: 409,
      code: 'idempotency_key_in_use',
    },
    {
      name: '400 parameter_invalid_integer',
      reply: {
        status: 400,
        body: stripeErrorBody('invalid_request_error', { code: 'parameter_invalid_integer', param: 'amount' }),
      },
      error: PaymentRequestRejectedError,
      httpStatus: 500,
      code: 'parameter_invalid_integer',
    },
    {
      name: '404 resource_missing',
      reply: { status: 404, body: stripeErrorBody('invalid_request_error', { code: 'resource_missing' }) },
      error: PaymentRequestRejectedError,
      httpStatus: 500,
      code: 'resource_missing',
    },
    {
      name: '401 wrong secret key',
      reply: { status: 401, body: stripeErrorBody('invalid_request_error') },
      error: PaymentRequestRejectedError,
      httpStatus: 500,
      code: null,
    },
    {
      name: '403 restricted key without permission',
      reply: { status: 403, body: stripeErrorBody('invalid_request_error') },
      error: PaymentRequestRejectedError,
      httpStatus: 500,
      code: null,
    },
    {
      name: '429 rate limited',
      reply: { status: 429, body: stripeErrorBody('invalid_request_error', { code: 'rate_limit' }) },
      error: PaymentProviderUnavailableError,
      httpStatus: 503,
      code: 'rate_limit',
    },
    {
      name: '500 api_error',
      reply: { status: 500, body: stripeErrorBody('api_error') },
      error: PaymentProviderUnavailableError,
      httpStatus: 503,
      code: null,
    },
    {
      name: '502 from a proxy, not JSON',
      reply: { status: 502, text: '<html>Bad Gateway</html>' },
      error: PaymentProviderUnavailableError,
      httpStatus: 503,
      code: null,
    },
    { name: 'no network', reply: network, error: PaymentProviderUnavailableError, httpStatus: 503, code: null },
  ])('maps $name to $error.name ($httpStatus)', async ({ reply, error, httpStatus, code }) => {
    const { provider, requests } = providerAnswering(() => reply)

    const failure = await provider.capture('pi_42', 'capture:1').catch((caught: unknown) => caught)

    expect(failure).toBeInstanceOf(error)
    expect(failure).toMatchObject({ httpStatus, providerCode: code })
    expect((failure as Error).cause).toBeInstanceOf(Stripe.errors.StripeError)
    expect(requests).toHaveLength(1)
  })

  it('keeps the decline code of a declined card', async () => {
    const { provider } = providerAnswering(() => ({
      status: 402,
      body: stripeErrorBody('card_error', { code: 'card_declined', decline_code: 'insufficient_funds' }),
    }))

    await expect(provider.createHold(hold)).rejects.toMatchObject({ declineCode: 'insufficient_funds' })
  })

  it('gives up after its timeout when Stripe does not answer', async () => {
    const { provider } = providerAnswering(() => 'hang', { timeoutMs: 50 })

    await expect(provider.capture('pi_42', 'capture:1')).rejects.toBeInstanceOf(PaymentProviderUnavailableError)
  })

  it('retries a failed request with the same idempotency key, so that Stripe applies it once', async () => {
    const { provider, requests } = providerAnswering(
      () =>
        requests.length === 1
          ? { status: 500, body: stripeErrorBody('api_error') }
          : { body: paymentIntentObject({ id: 'pi_42', status: 'succeeded' }) },
      { maxNetworkRetries: 1 },
    )

    await expect(provider.capture('pi_42', 'capture:consultation-42')).resolves.toEqual({ status: 'captured' })

    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'capture:consultation-42',
      'capture:consultation-42',
    ])
  })

  it('does not retry a declined card', async () => {
    const { provider, requests } = providerAnswering(
      () => ({ status: 402, body: stripeErrorBody('card_error', { code: 'card_declined' }) }),
      { maxNetworkRetries: 2 },
    )

    await expect(provider.capture('pi_42', 'capture:1')).rejects.toBeInstanceOf(PaymentDeclinedError)
    expect(requests).toHaveLength(1)
  })
})
