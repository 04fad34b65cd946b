import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { bookedConsultation } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import { getTestPaymentProvider, setPaymentEventDeliverer, type TestPaymentProvider } from '@/server/payments'
import { PaymentConflictError } from '@/server/payments/errors'

const CONFIRM = '/api/payments/test/confirm'
const GOOD_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

let payload: Payload
let provider: TestPaymentProvider
let consultee: User
let token: string
beforeAll(async () => {
  payload = await testPayload()
  const testProvider = getTestPaymentProvider(payload)
  if (!testProvider) throw new Error('integration tests run without Stripe keys')
  provider = testProvider
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
})
afterAll(() => setPaymentEventDeliverer(null))
afterEach(() => {
  vi.unstubAllEnvs()
})

let nextConsultationKey = 1_000_000
/** A hold and the HELD booking that records it, as the booking service leaves them. */
async function heldBooking(amountCents = 5950) {
  const hold = await provider.createHold({
    consultationId: String(nextConsultationKey++),
    amountCents,
    currency: 'eur',
    description: 'test booking',
    metadata: {},
  })
  const booking = await bookedConsultation(payload, { consultee, intentId: hold.paymentIntentId })
  return { hold, booking }
}

const confirm = (clientSecret: string, cardNumber: string, as = token) =>
  rest('POST', CONFIRM, { token: as, body: { clientSecret, cardNumber } })

const reload = (id: number) => payload.findByID({ collection: 'consultations', id, depth: 0 })

const eventTypes = async (intentId: string) => {
  const { docs } = await payload.find({
    collection: 'payment-events',
    where: { paymentIntentId: { equals: intentId } },
    sort: 'createdAt',
    pagination: false,
  })
  return docs.map((doc) => doc.type)
}

describe('the test payment provider', () => {
  it('answers the same intent and client secret for a repeated hold, and refuses another amount under its key', async () => {
    const input = {
      consultationId: 'repeat-1',
      amountCents: 4000,
      currency: 'eur',
      description: 'x',
      metadata: {},
    } as const
    const first = await provider.createHold(input)
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    })
    expect(first.clientSecret).toMatch(new RegExp(`^${first.paymentIntentId}_secret_.+`))
    await expect(provider.createHold(input)).resolves.toEqual(first)
    await expect(provider.createHold({ ...input, amountCents: 4001 })).rejects.toBeInstanceOf(PaymentConflictError)
    const stored = await payload.find({
      collection: 'test-payment-intents',
      where: { idempotencyKey: { equals: 'consultation:repeat-1' } },
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]?.clientSecretHash).not.toContain(first.clientSecret.split('_secret_')[1])
  })

  it('authorises the test card, and the webhook turns the booking into a request before the answer', async () => {
    const { hold, booking } = await heldBooking()
    const answer = await confirm(hold.clientSecret, GOOD_CARD)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ status: 'requires_capture' })
    expect(await reload(booking.id)).toMatchObject({
      status: 'UPCOMING_PENDING',
      payment: { status: 'requires_capture', methodType: 'card' },
    })
    expect(await eventTypes(hold.paymentIntentId)).toEqual(['payment_intent.amount_capturable_updated'])

    const again = await confirm(hold.clientSecret, GOOD_CARD)
    expect(again.status).toBe(409)
  })

  it('captures, refunds in parts and refuses to cancel a captured payment', async () => {
    const { hold, booking } = await heldBooking()
    expect((await confirm(hold.clientSecret, GOOD_CARD)).status).toBe(200)

    await expect(provider.capture(hold.paymentIntentId, 'capture:1')).resolves.toEqual({ status: 'captured' })
    await expect(provider.capture(hold.paymentIntentId, 'capture:1')).resolves.toEqual({ status: 'captured' })
    await provider.whenDelivered()
    expect((await reload(booking.id)).payment?.status).toBe('captured')
    await expect(provider.cancel(hold.paymentIntentId, 'cancel:1')).rejects.toBeInstanceOf(PaymentConflictError)

    const part = await provider.refund(hold.paymentIntentId, { amountCents: 1000, idempotencyKey: 'refund:1' })
    expect(part).toMatchObject({ status: 'partially_refunded', refundId: expect.stringMatching(/^re_test_/) })
    await expect(
      provider.refund(hold.paymentIntentId, { amountCents: 1000, idempotencyKey: 'refund:1' }),
    ).resolves.toEqual(part)
    await expect(provider.refund(hold.paymentIntentId, { idempotencyKey: 'refund:2' })).resolves.toMatchObject({
      status: 'refunded',
    })
    await expect(provider.refund(hold.paymentIntentId, { idempotencyKey: 'refund:3' })).rejects.toBeInstanceOf(
      PaymentConflictError,
    )
    await provider.whenDelivered()
    expect((await reload(booking.id)).payment?.status).toBe('refunded')
    const intent = await payload.find({
      collection: 'test-payment-intents',
      where: { intentId: { equals: hold.paymentIntentId } },
    })
    expect(intent.docs[0]).toMatchObject({ status: 'refunded', refundedCents: 5950 })
    expect(await eventTypes(hold.paymentIntentId)).toEqual([
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
      'charge.refunded',
      'charge.refunded',
    ])
  })

  it('cancels an authorisation, and refuses to capture it afterwards', async () => {
    const { hold, booking } = await heldBooking()
    expect((await confirm(hold.clientSecret, GOOD_CARD)).status).toBe(200)
    await expect(provider.cancel(hold.paymentIntentId, 'cancel:2')).resolves.toEqual({ status: 'cancelled' })
    await expect(provider.capture(hold.paymentIntentId, 'capture:2')).rejects.toBeInstanceOf(PaymentConflictError)
    await provider.whenDelivered()
    expect(await reload(booking.id)).toMatchObject({ status: 'UPCOMING_PENDING', payment: { status: 'cancelled' } })
  })

  it('declines the declined test card with 402, then accepts the good one', async () => {
    const { hold, booking } = await heldBooking()
    const declined = await confirm(hold.clientSecret, DECLINED_CARD)
    expect(declined.status).toBe(402)
    expect(declined.json).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Please try another card.',
    })
    expect(await reload(booking.id)).toMatchObject({ status: 'HELD', payment: { status: 'requires_payment_method' } })
    expect(await eventTypes(hold.paymentIntentId)).toEqual(['payment_intent.payment_failed'])

    expect((await confirm(hold.clientSecret, GOOD_CARD)).status).toBe(200)
    expect((await reload(booking.id)).status).toBe('UPCOMING_PENDING')
  })
})

describe('POST /api/payments/test/confirm', () => {
  it('refuses unknown cards, wrong secrets, strangers and anonymous callers', async () => {
    const { hold, booking } = await heldBooking()
    const stranger = await createUser(payload, { role: 'USER' })

    const unknownCard = await confirm(hold.clientSecret, '4111 1111 1111 1111')
    expect(unknownCard).toMatchObject({ status: 400, json: { code: 'UNKNOWN_TEST_CARD' } })
    const wrongSecret = await confirm(`${hold.paymentIntentId}_secret_guessed`, GOOD_CARD)
    expect(wrongSecret).toMatchObject({ status: 400, json: { code: 'INVALID_CLIENT_SECRET' } })
    expect((await confirm('', GOOD_CARD)).status).toBe(400)
    expect((await confirm(hold.clientSecret, GOOD_CARD, await tokenFor(payload, stranger))).status).toBe(403)
    expect(
      (await rest('POST', CONFIRM, { body: { clientSecret: hold.clientSecret, cardNumber: GOOD_CARD } })).status,
    ).toBe(401)

    expect(await reload(booking.id)).toMatchObject({ status: 'HELD', payment: { status: 'requires_payment_method' } })
  })

  it('answers in German for a German caller', async () => {
    const { hold } = await heldBooking()
    const answer = await rest('POST', CONFIRM, {
      token,
      body: { clientSecret: hold.clientSecret, cardNumber: DECLINED_CARD },
      headers: { 'accept-language': 'de' },
    })
    expect(answer.json.message).toBe('Deine Karte wurde abgelehnt. Bitte versuche es mit einer anderen Karte.')
  })

  it('does not exist when Stripe is configured', async () => {
    const { hold } = await heldBooking()
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_careerbridge')
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_careerbridge')
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_careerbridge')
    const answer = await confirm(hold.clientSecret, GOOD_CARD)
    expect(answer.status).toBe(404)
  })
})
