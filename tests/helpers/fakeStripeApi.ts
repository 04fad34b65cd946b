import Stripe from 'stripe'

/**
 * A stand-in for api.stripe.com in unit tests (the real one cannot be reached from our machines):
 * the real SDK sends its requests here through `Stripe.createFetchHttpClient`.
 */

export type RecordedStripeRequest = {
  method: string
  path: string
  /** The query string: a GET (a list) sends its parameters here rather than in the form body. */
  query: URLSearchParams
  form: URLSearchParams
  headers: Headers
}

/**
 * A JSON answer, a raw text answer, an Error to throw as fetch does when the network fails, or
 * 'hang' to answer nothing until the SDK's timeout aborts the request.
 */
export type FakeStripeReply =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | { status: number; text: string }
  | Error
  | 'hang'

export type FakeStripeApi = {
  requests: RecordedStripeRequest[]
  httpClient: Stripe.HttpClient
}

export function fakeStripeApi(
  reply: (request: RecordedStripeRequest) => FakeStripeReply | Promise<FakeStripeReply>,
): FakeStripeApi {
  const requests: RecordedStripeRequest[] = []
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request: RecordedStripeRequest = {
      method: init?.method ?? 'GET',
      path: new URL(String(input)).pathname,
      query: new URL(String(input)).searchParams,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    }
    requests.push(request)
    const answer = await reply(request)
    if (answer instanceof Error) throw answer
    if (answer === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    }
    if ('text' in answer) return new Response(answer.text, { status: answer.status })
    return Response.json(answer.body, {
      status: answer.status ?? 200,
      headers: { 'request-id': `req_${requests.length}`, ...answer.headers },
    })
  }
  return { requests, httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch) }
}

/** The error body Stripe sends with a non-2xx status. */
export function stripeErrorBody(type: string, fields: Record<string, string> = {}) {
  return { error: { type, message: `${type}: ${fields.code ?? 'failed'}`, ...fields } }
}

export function paymentIntentObject(fields: Record<string, unknown> = {}) {
  const id = typeof fields.id === 'string' ? fields.id : 'pi_fake_1'
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: ['card'],
    amount: 4900,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: 'manual',
    client_secret: `${id}_secret_fake`,
    currency: 'eur',
    metadata: { consultationId: 'consultation-1' },
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    ...fields,
  }
}

export function chargeObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'ch_fake_1',
    object: 'charge',
    amount: 4900,
    amount_captured: 4900,
    amount_refunded: 0,
    currency: 'eur',
    metadata: { consultationId: 'consultation-1' },
    payment_intent: 'pi_fake_1',
    payment_method_details: { type: 'card' },
    refunded: false,
    status: 'succeeded',
    ...fields,
  }
}

export function refundObject(fields: Record<string, unknown> = {}) {
  return {
    id: 're_fake_1',
    object: 'refund',
    amount: 4900,
    charge: 'ch_fake_1',
    currency: 'eur',
    payment_intent: 'pi_fake_1',
    status: 'succeeded',
    ...fields,
  }
}

export function accountObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'acct_fake_1',
    object: 'account',
    type: 'express',
    charges_enabled: false,
    details_submitted: false,
    payouts_enabled: false,
    metadata: {},
    ...fields,
  }
}

export function accountLinkObject(fields: Record<string, unknown> = {}) {
  return {
    object: 'account_link',
    created: 1_790_000_000,
    expires_at: 1_790_000_300,
    url: 'https://connect.stripe.com/setup/e/acct_fake_1/abc',
    ...fields,
  }
}

export function loginLinkObject(fields: Record<string, unknown> = {}) {
  return {
    object: 'login_link',
    created: 1_790_000_000,
    url: 'https://connect.stripe.com/express/acct_fake_1/xyz',
    ...fields,
  }
}

export function transferObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'tr_fake_1',
    object: 'transfer',
    amount: 3750,
    currency: 'eur',
    destination: 'acct_fake_1',
    metadata: {},
    reversed: false,
    transfer_group: null,
    ...fields,
  }
}

export function payoutObject(fields: Record<string, unknown> = {}) {
  return {
    id: 'po_fake_1',
    object: 'payout',
    amount: 3750,
    arrival_date: 1_790_086_400,
    created: 1_790_000_000,
    currency: 'eur',
    method: 'standard',
    status: 'paid',
    type: 'bank_account',
    ...fields,
  }
}

/** A Stripe list answer. */
export function listObject(url: string, data: unknown[], hasMore: boolean) {
  return { object: 'list', url, data, has_more: hasMore }
}
