import { describe, expect, it } from 'vitest'

import { createHttpDeliverer, WebhookDeliveryError } from './webhookDelivery'

type Reply = number | Error

function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const send = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const reply = replies.shift() ?? 200
    if (reply instanceof Error) throw reply
    return new Response('{}', { status: reply })
  }
  return { calls, fetch: send as typeof fetch }
}

const deliverer = (replies: Reply[]) => {
  const fake = fakeFetch(replies)
  const deliver = createHttpDeliverer({
    url: 'http://localhost:3000/api/payments/webhook',
    fetch: fake.fetch,
    retryDelaysMs: [0, 0, 0],
  })
  return { deliver, calls: fake.calls }
}

describe('createHttpDeliverer', () => {
  it('POSTs the raw body with the stripe-signature header', async () => {
    const { deliver, calls } = deliverer([200])
    await deliver('{"id":"evt_1"}', 't=1,v1=abc')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('http://localhost:3000/api/payments/webhook')
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"id":"evt_1"}' })
    expect(new Headers(calls[0]?.init.headers).get('stripe-signature')).toBe('t=1,v1=abc')
  })

  it('retries after network failures and 5xx answers until the route stores the event', async () => {
    const { deliver, calls } = deliverer([new TypeError('fetch failed'), 503, 200])
    await deliver('{}', 't=1,v1=abc')
    expect(calls).toHaveLength(3)
  })

  it('gives up after the last retry', async () => {
    const { deliver, calls } = deliverer([500, 500, 500, 500])
    await expect(deliver('{}', 't=1,v1=abc')).rejects.toBeInstanceOf(WebhookDeliveryError)
    expect(calls).toHaveLength(4)
  })

  it('does not retry a refused event', async () => {
    const { deliver, calls } = deliverer([400])
    await expect(deliver('{}', 't=1,v1=abc')).rejects.toThrow('answered 400')
    expect(calls).toHaveLength(1)
  })
})
