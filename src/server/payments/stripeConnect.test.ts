import { describe, expect, it } from 'vitest'

import { PaymentProviderUnavailableError, PaymentRequestRejectedError } from './errors'
import {
  accountLinkObject,
  accountObject,
  fakeStripeApi,
  listObject,
  loginLinkObject,
  payoutObject,
  stripeErrorBody,
  transferObject,
  type FakeStripeReply,
  type RecordedStripeRequest,
} from '../../../tests/helpers/fakeStripeApi'
import { createStripeProvider } from './stripeProvider'

const SECRET_KEY = 'sk_test_careerbridge'

function providerAnswering(reply: (request: RecordedStripeRequest) => FakeStripeReply) {
  const api = fakeStripeApi(reply)
  const provider = createStripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_careerbridge',
    webhookSecret: 'whsec_careerbridge',
    httpClient: api.httpClient,
    maxNetworkRetries: 0,
  })
  return { provider, requests: api.requests }
}

const onlyRequest = (requests: RecordedStripeRequest[]) => {
  expect(requests).toHaveLength(1)
  return requests[0]!
}

describe('createStripeProvider: connected accounts (Stripe Connect Express)', () => {
  it('creates an Express account that can receive transfers, keyed by the user', async () => {
    const { provider, requests } = providerAnswering(() => ({ body: accountObject({ id: 'acct_7' }) }))

    const account = await provider.createConnectedAccount({ userId: 7, email: 'mia@example.com' })

    expect(account).toEqual({ accountId: 'acct_7', detailsSubmitted: false, payoutsEnabled: false })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/accounts'])
    expect(Object.fromEntries(request.form)).toEqual({
      type: 'express',
      email: 'mia@example.com',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': '7',
    })
    expect(request.headers.get('idempotency-key')).toBe('payout-account:7')
    expect(request.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
  })

  it('reads whether the account finished onboarding and can be paid out', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: accountObject({ id: 'acct_7', details_submitted: true, payouts_enabled: true }),
    }))

    expect(await provider.retrieveConnectedAccount('acct_7')).toEqual({
      accountId: 'acct_7',
      detailsSubmitted: true,
      payoutsEnabled: true,
    })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['GET', '/v1/accounts/acct_7'])
  })

  it('creates an onboarding account link that returns to our pages', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: accountLinkObject({ url: 'https://connect.stripe.com/setup/x' }),
    }))

    const link = await provider.createAccountLink({
      accountId: 'acct_7',
      returnUrl: 'https://careerbridge.example/stripe-onboarding/success',
      refreshUrl: 'https://careerbridge.example/stripe-onboarding/refresh',
    })

    expect(link).toEqual({ url: 'https://connect.stripe.com/setup/x' })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/account_links'])
    expect(Object.fromEntries(request.form)).toEqual({
      account: 'acct_7',
      return_url: 'https://careerbridge.example/stripe-onboarding/success',
      refresh_url: 'https://careerbridge.example/stripe-onboarding/refresh',
      type: 'account_onboarding',
    })
  })

  it('creates a login link to the Express dashboard of an onboarded account', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: loginLinkObject({ url: 'https://connect.stripe.com/express/y' }),
    }))

    expect(await provider.createLoginLink('acct_7')).toEqual({ url: 'https://connect.stripe.com/express/y' })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/accounts/acct_7/login_links'])
  })

  it('transfers the share to the connected account with our idempotency key and the consultation as group', async () => {
    const { provider, requests } = providerAnswering(() => ({ body: transferObject({ id: 'tr_42' }) }))

    const transfer = await provider.createTransfer({
      amountCents: 3750,
      currency: 'eur',
      destinationAccountId: 'acct_7',
      idempotencyKey: 'transfer:5',
      consultationId: '42',
      metadata: { earningId: '5' },
    })

    expect(transfer).toEqual({ transferId: 'tr_42' })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/transfers'])
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '3750',
      currency: 'eur',
      destination: 'acct_7',
      transfer_group: 'consultation:42',
      'metadata[earningId]': '5',
      'metadata[consultationId]': '42',
    })
    expect(request.headers.get('idempotency-key')).toBe('transfer:5')
    // A platform transfer: not sent on behalf of the connected account.
    expect(request.headers.get('stripe-account')).toBeNull()
  })

  it('reverses part of a transfer from the connected account with our idempotency key', async () => {
    const { provider, requests } = providerAnswering(() => ({
      body: { id: 'trr_9', object: 'transfer_reversal', amount: 3750, currency: 'eur', transfer: 'tr_42' },
    }))

    const reversal = await provider.reverseTransfer({
      transferId: 'tr_42',
      amountCents: 3750,
      idempotencyKey: 'reversal:8',
      metadata: { earningId: '8', consultationId: '42' },
    })

    expect(reversal).toEqual({ reversalId: 'trr_9' })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['POST', '/v1/transfers/tr_42/reversals'])
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '3750',
      'metadata[earningId]': '8',
      'metadata[consultationId]': '42',
    })
    expect(request.headers.get('idempotency-key')).toBe('reversal:8')
    expect(request.headers.get('stripe-account')).toBeNull()
  })

  it('a reversal beyond what is left of the transfer is a rejected request', async () => {
    const { provider } = providerAnswering(() => ({
      status: 400,
      body: stripeErrorBody('invalid_request_error', { code: 'amount_too_large' }),
    }))
    await expect(
      provider.reverseTransfer({ transferId: 'tr_42', amountCents: 9999, idempotencyKey: 'reversal:9', metadata: {} }),
    ).rejects.toBeInstanceOf(PaymentRequestRejectedError)
  })

  it.each([
    {
      name: 'a refused transfer (not enough balance) is a rejected request',
      reply: { status: 400, body: stripeErrorBody('invalid_request_error', { code: 'balance_insufficient' }) },
      error: PaymentRequestRejectedError,
    },
    {
      name: 'a failure on Stripe’s side is unavailability, so the job retries',
      reply: { status: 500, body: stripeErrorBody('api_error') },
      error: PaymentProviderUnavailableError,
    },
  ])('$name', async ({ reply, error }) => {
    const { provider } = providerAnswering(() => reply)
    await expect(
      provider.createTransfer({
        amountCents: 100,
        currency: 'eur',
        destinationAccountId: 'acct_7',
        idempotencyKey: 'transfer:6',
        consultationId: null,
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(error)
  })

  it.each([
    { name: 'the first page', input: { limit: 10 }, query: { limit: '10' } },
    {
      name: 'the page after a payout',
      input: { limit: 3, startingAfter: 'po_9' },
      query: { limit: '3', starting_after: 'po_9' },
    },
    {
      name: 'the page before a payout',
      input: { limit: 3, endingBefore: 'po_4' },
      query: { limit: '3', ending_before: 'po_4' },
    },
  ])('lists the connected account’s payouts: $name', async ({ input, query }) => {
    const { provider, requests } = providerAnswering(() => ({
      body: listObject('/v1/payouts', [payoutObject({ id: 'po_5', amount: 3750 })], true),
    }))

    const page = await provider.listPayouts({ accountId: 'acct_7', ...input })

    expect(page).toEqual({
      data: [
        {
          id: 'po_5',
          amount: 37.5,
          currency: 'eur',
          status: 'paid',
          arrivalDate: new Date(1_790_086_400_000).toISOString(),
          createdAt: new Date(1_790_000_000_000).toISOString(),
        },
      ],
      has_more: true,
    })
    const request = onlyRequest(requests)
    expect([request.method, request.path]).toEqual(['GET', '/v1/payouts'])
    expect(Object.fromEntries(request.query)).toEqual(query)
    // The connected account's payouts, not the platform's.
    expect(request.headers.get('stripe-account')).toBe('acct_7')
  })
})
