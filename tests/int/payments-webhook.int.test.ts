import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { bookedConsultation, postWebhook, signedEvent } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import en from '@/i18n/messages/en.json'
import type { User } from '@/payload-types'
import { signWebhookBody } from '@/server/payments/webhookSignature'

let payload: Payload
let consultee: User
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const newIntentId = () => `pi_test_${crypto.randomBytes(12).toString('hex')}`

const eventRows = (eventId: string) =>
  payload.count({ collection: 'payment-events', where: { eventId: { equals: eventId } } }).then((r) => r.totalDocs)

const reload = (id: number) => payload.findByID({ collection: 'consultations', id, depth: 0 })

describe('POST /api/payments/webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const event = signedEvent('payment_intent.amount_capturable_updated', { intentId, status: 'requires_capture' })
    const forged = signWebhookBody(event.body, 'whsec_forged', Math.floor(Date.now() / 1000))

    for (const signature of [
      forged,
      null,
      event.signature.replace(/v1=(.)/, (_all, first: string) => `v1=${first === '0' ? '1' : '0'}`),
    ]) {
      const answer = await postWebhook(event.body, signature)
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ code: 'BAD_SIGNATURE', message: expect.any(String) })
    }
    const tampered = await postWebhook(event.body.replace('"amount":5950', '"amount":1'), event.signature)
    expect(tampered.status).toBe(400)

    expect(await eventRows(event.eventId)).toBe(0)
    expect(await reload(booking.id)).toMatchObject({ status: 'HELD', payment: { status: 'requires_payment_method' } })
  })

  it('applies an event delivered twice once', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const event = signedEvent('payment_intent.amount_capturable_updated', { intentId, status: 'requires_capture' })

    const writes = vi.spyOn(payload, 'update')
    const consultationWrites = () => writes.mock.calls.filter(([args]) => args.collection === 'consultations').length

    const first = await postWebhook(event.body, event.signature)
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ received: true })
    expect(consultationWrites()).toBe(1)
    expect(await reload(booking.id)).toMatchObject({
      status: 'UPCOMING_PENDING',
      payment: { status: 'requires_capture', methodType: 'card' },
    })

    const second = await postWebhook(event.body, event.signature)
    expect(consultationWrites()).toBe(1)
    expect(second.status).toBe(200)
    expect(second.json).toEqual({ received: true, duplicate: true })
    expect(await eventRows(event.eventId)).toBe(1)
  })

  it('stores one of many concurrent deliveries of the same event', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const event = signedEvent('payment_intent.amount_capturable_updated', { intentId, status: 'requires_capture' })

    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(event.body, event.signature)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => answer.json.duplicate !== true)).toHaveLength(1)
    expect(await eventRows(event.eventId)).toBe(1)
    expect(await reload(booking.id)).toMatchObject({
      status: 'UPCOMING_PENDING',
      payment: { status: 'requires_capture' },
    })
  })

  it('reaches the same state when the events arrive out of order', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const events = [
      signedEvent('charge.refunded', { intentId, status: 'partially_refunded', refundedCents: 1000 }),
      signedEvent('payment_intent.succeeded', { intentId, status: 'captured' }),
      signedEvent('charge.refunded', { intentId, status: 'refunded', refundedCents: 5950 }),
      signedEvent('payment_intent.amount_capturable_updated', { intentId, status: 'requires_capture' }),
    ]
    const [partlyRefunded, captured, refunded, authorised] = events
    for (const event of [captured, authorised])
      expect((await postWebhook(event!.body, event!.signature)).status).toBe(200)
    expect(await reload(booking.id)).toMatchObject({ status: 'UPCOMING_PENDING', payment: { status: 'captured' } })

    for (const event of [refunded, partlyRefunded]) {
      expect((await postWebhook(event!.body, event!.signature)).status).toBe(200)
    }
    expect(await reload(booking.id)).toMatchObject({ status: 'UPCOMING_PENDING', payment: { status: 'refunded' } })
    for (const event of events) expect(await eventRows(event.eventId)).toBe(1)
  })

  it('answers 500 and keeps nothing when saving fails, so that the redelivery applies the event', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const event = signedEvent('payment_intent.amount_capturable_updated', { intentId, status: 'requires_capture' })
    vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('the database went away'))

    const failed = await postWebhook(event.body, event.signature)
    expect(failed.status).toBe(500)
    expect(failed.json).toEqual({ code: 'EVENT_NOT_SAVED', message: en.api.paymentWebhookNotSaved })
    expect(failed.text).not.toContain('database')
    expect(await eventRows(event.eventId)).toBe(0)
    expect(await reload(booking.id)).toMatchObject({ status: 'HELD', payment: { status: 'requires_payment_method' } })

    const redelivered = await postWebhook(event.body, event.signature)
    expect(redelivered.json).toEqual({ received: true })
    expect(await reload(booking.id)).toMatchObject({
      status: 'UPCOMING_PENDING',
      payment: { status: 'requires_capture' },
    })
  })

  it('records a cancelled authorisation and leaves a HELD booking to its expiry', async () => {
    const intentId = newIntentId()
    const booking = await bookedConsultation(payload, { consultee, intentId })
    const event = signedEvent('payment_intent.canceled', { intentId, status: 'cancelled' })

    expect((await postWebhook(event.body, event.signature)).status).toBe(200)
    expect(await reload(booking.id)).toMatchObject({ status: 'HELD', payment: { status: 'cancelled' } })
  })

  it('finds a booking by the consultation id in the metadata when its intent is not recorded yet', async () => {
    const booking = await bookedConsultation(payload, { consultee, intentId: null, paymentStatus: null })
    const intentId = newIntentId()
    const event = signedEvent('payment_intent.amount_capturable_updated', {
      intentId,
      status: 'requires_capture',
      metadata: { consultationId: String(booking.id) },
    })

    expect((await postWebhook(event.body, event.signature)).status).toBe(200)
    expect(await reload(booking.id)).toMatchObject({
      status: 'UPCOMING_PENDING',
      payment: { status: 'requires_capture', paymentIntentId: intentId },
    })
  })

  it('stores an event about an unknown payment and answers 200', async () => {
    const event = signedEvent('payment_intent.succeeded', { intentId: newIntentId(), status: 'captured' })

    const answer = await postWebhook(event.body, event.signature)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ received: true })
    const { docs } = await payload.find({ collection: 'payment-events', where: { eventId: { equals: event.eventId } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      provider: 'test',
      type: 'payment_intent.succeeded',
      payload: JSON.parse(event.body),
    })
  })
})

describe('GET /api/consultations/payment-publishable', () => {
  it('names the test provider and no key when Stripe is not configured, to anyone', async () => {
    const answer = await rest('GET', '/api/consultations/payment-publishable')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ provider: 'test', publishableKey: null })
  })
})
