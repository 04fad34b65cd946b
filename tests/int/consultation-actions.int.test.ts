import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'
import { getPaymentProvider, getTestPaymentProvider } from '@/server/payments'
import { PaymentProviderUnavailableError } from '@/server/payments/errors'
import { findIntent } from '@/server/payments/testIntentStore'

let payload: Payload
let consultee: User
let token: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
})

afterEach(() => vi.restoreAllMocks())

async function withConsultant() {
  const consultant = await bookableConsultant(payload)
  return { consultant, consultantToken: await tokenFor(payload, consultant) }
}

async function stored(id: number) {
  await getTestPaymentProvider(payload)!.whenDelivered()
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  const intent = await findIntent(payload, 'intentId', consultation.payment!.paymentIntentId!)
  return { status: consultation.status, payment: consultation.payment?.status, intent }
}

async function confirmed() {
  const { consultant, consultantToken } = await withConsultant()
  const id = await requestSession(payload, { consultant, token })
  const answer = await act('consultant/confirm', consultantToken, { consultationId: id, consultantId: consultant.id })
  expect(answer.status).toBe(200)
  return { consultant, consultantToken, id }
}

describe('consultant confirm', () => {
  it('captures the payment and confirms', async () => {
    const { consultant, consultantToken } = await withConsultant()
    const id = await requestSession(payload, { consultant, token })
    const answer = await act('consultant/confirm', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer.json).toEqual({
      consultationId: id,
      status: 'UPCOMING_CONFIRMED',
      message: 'Consultation accepted successfully',
    })
    expect(await stored(id)).toMatchObject({
      status: 'UPCOMING_CONFIRMED',
      payment: 'captured',
      intent: { status: 'captured' },
    })
  })

  it('captures once when two confirms race', async () => {
    const { consultant, consultantToken } = await withConsultant()
    const id = await requestSession(payload, { consultant, token })
    const capture = vi.spyOn(getPaymentProvider(payload), 'capture')
    const body = { consultationId: id, consultantId: consultant.id }
    const answers = await Promise.all([
      act('consultant/confirm', consultantToken, body),
      act('consultant/confirm', consultantToken, body),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(capture).toHaveBeenCalledTimes(1)
    expect(await stored(id)).toMatchObject({ status: 'UPCOMING_CONFIRMED', payment: 'captured' })
  })

  it('confirms a free booking without the payment provider', async () => {
    const { consultant, consultantToken } = await withConsultant()
    const free = await payload.create({
      collection: 'consultations',
      data: {
        consultant: consultant.id,
        user: consultee.id,
        status: 'UPCOMING_PENDING',
        sessionType: 'TRIAL',
        startsAt: '2027-03-01T09:00:00.000Z',
        endsAt: '2027-03-01T09:30:00.000Z',
        consulteeTimezone: 'Europe/Berlin',
        payment: { provider: 'free' },
      },
    })
    const capture = vi.spyOn(getPaymentProvider(payload), 'capture')
    const body = { consultationId: free.id, consultantId: consultant.id }
    expect((await act('consultant/confirm', consultantToken, body)).json.status).toBe('UPCOMING_CONFIRMED')
    expect(capture).not.toHaveBeenCalled()
  })
})

describe('consultant cancel', () => {
  it('declines a request: the authorisation is released and the slot is free again', async () => {
    const { consultant, consultantToken } = await withConsultant()
    const id = await requestSession(payload, { consultant, token, daysAhead: 9 })
    const answer = await act('consultant/cancel', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer.json).toMatchObject({
      status: 'PAST_REQ_CANCELLED_BY_CONSULTANT',
      message: 'Consultation declined successfully',
    })
    expect(await stored(id)).toMatchObject({ payment: 'cancelled', intent: { status: 'cancelled' } })
    await requestSession(payload, { consultant, token, daysAhead: 9 })
  })

  it('refunds a confirmed session in full', async () => {
    const { consultant, consultantToken, id } = await confirmed()
    const answer = await act('consultant/cancel', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer.json).toMatchObject({
      status: 'PAST_CANCELLED_BY_CONSULTANT',
      message: 'Consultation cancelled successfully',
    })
    expect(await stored(id)).toMatchObject({ payment: 'refunded', intent: { refundedCents: 11900 } })
  })
})

describe('consultee cancel', () => {
  it('releases a request before confirmation, in German when asked', async () => {
    const { consultant } = await withConsultant()
    const id = await requestSession(payload, { consultant, token })
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id }, 'de')
    expect(answer.json).toMatchObject({
      status: 'PAST_REQ_CANCELLED_BY_USER',
      message: 'Beratung erfolgreich storniert',
    })
    expect(await stored(id)).toMatchObject({ payment: 'cancelled', intent: { status: 'cancelled' } })
  })

  it('drops an unpaid hold and gives its promo code back', async () => {
    const { consultant } = await withConsultant()
    const code = `CANCEL-${Date.now()}`
    await payload.create({ collection: 'promo-codes', data: { code, kind: 'percent', percent: 10 } as never })
    const id = await requestSession(payload, { consultant, token, pay: false, promoCode: code })
    const redemptions = () =>
      payload.count({ collection: 'promo-redemptions', where: { consultation: { equals: id } } })
    expect((await redemptions()).totalDocs).toBe(1)
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(answer.json.status).toBe('PAST_REQ_CANCELLED_BY_USER')
    expect(await stored(id)).toMatchObject({ payment: 'cancelled' })
    expect((await redemptions()).totalDocs).toBe(0)
  })

  it('refunds in full 24 hours or more before the start', async () => {
    const { id } = await confirmed()
    const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(answer.json).toMatchObject({ status: 'PAST_CANCELLED_BY_USER' })
    expect(await stored(id)).toMatchObject({ payment: 'refunded', intent: { refundedCents: 11900 } })
  })

  it('refunds the late share the admins set after the full-refund window', async () => {
    const { id } = await confirmed()
    // A 30-day window makes the session a week out a late cancellation.
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { fullRefundHoursBefore: 720, lateRefundPercent: 50 },
    })
    try {
      const answer = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
      expect(answer.json).toMatchObject({ status: 'PAST_CANCELLED_BY_USER' })
      expect(await stored(id)).toMatchObject({ payment: 'partially_refunded', intent: { refundedCents: 5950 } })
    } finally {
      await payload.updateGlobal({
        slug: 'booking-settings',
        data: { fullRefundHoursBefore: 24, lateRefundPercent: 0 },
      })
    }
  })
})

describe('refusals', () => {
  it("hides someone else's consultation and refuses acting for someone else", async () => {
    const { consultant, consultantToken } = await withConsultant()
    const id = await requestSession(payload, { consultant, token })
    const other = await withConsultant()
    const stranger = await createUser(payload, { role: 'USER' })
    const strangerToken = await tokenFor(payload, stranger)
    const foreign = await act('consultant/confirm', other.consultantToken, {
      consultationId: id,
      consultantId: other.consultant.id,
    })
    expect(foreign).toMatchObject({ status: 404, json: { code: 'NOT_FOUND' } })
    expect((await act('user/cancel', strangerToken, { consultationId: id, userId: stranger.id })).status).toBe(404)
    const missing = await act('consultant/confirm', consultantToken, {
      consultationId: 99999999,
      consultantId: consultant.id,
    })
    expect(missing.status).toBe(404)
    const forOther = await act('consultant/confirm', other.consultantToken, {
      consultationId: id,
      consultantId: consultant.id,
    })
    expect(forOther).toMatchObject({ status: 403, json: { code: 'FORBIDDEN' } })
    expect((await act('user/cancel', strangerToken, { consultationId: id, userId: consultee.id })).status).toBe(403)
    expect((await act('user/cancel', consultantToken, { consultationId: id, userId: consultant.id })).status).toBe(403)
    expect(await stored(id)).toMatchObject({ status: 'UPCOMING_PENDING', payment: 'requires_capture' })
  })

  it('answers 409 for every illegal action and changes nothing', async () => {
    const { consultant, consultantToken, id } = await confirmed()
    const asConsultant = { consultationId: id, consultantId: consultant.id }
    const twice = await act('consultant/confirm', consultantToken, asConsultant)
    expect(twice).toMatchObject({ status: 409, json: { code: 'ILLEGAL_TRANSITION' } })
    expect((await act('consultant/cancel', consultantToken, asConsultant)).status).toBe(200)
    const before = await stored(id)
    expect((await act('consultant/cancel', consultantToken, asConsultant)).json.code).toBe('ILLEGAL_TRANSITION')
    expect((await act('consultant/confirm', consultantToken, asConsultant)).json.code).toBe('ILLEGAL_TRANSITION')
    const cancelAgain = await act('user/cancel', token, { consultationId: id, userId: consultee.id })
    expect(cancelAgain).toMatchObject({ status: 409, json: { message: expect.any(String) } })
    expect(await stored(id)).toEqual(before)

    const held = await requestSession(payload, { consultant, token, daysAhead: 10, pay: false })
    const heldBody = { consultationId: held, consultantId: consultant.id }
    expect((await act('consultant/confirm', consultantToken, heldBody)).json.code).toBe('ILLEGAL_TRANSITION')
    expect((await act('consultant/cancel', consultantToken, heldBody)).json.code).toBe('ILLEGAL_TRANSITION')
    expect(await stored(held)).toMatchObject({ status: 'HELD', payment: 'requires_payment_method' })
  })

  it('keeps the request pending when the capture fails', async () => {
    const { consultant, consultantToken } = await withConsultant()
    const id = await requestSession(payload, { consultant, token })
    vi.spyOn(getPaymentProvider(payload), 'capture').mockRejectedValueOnce(new PaymentProviderUnavailableError('down'))
    const answer = await act('consultant/confirm', consultantToken, { consultationId: id, consultantId: consultant.id })
    expect(answer).toMatchObject({ status: 503, json: { message: 'Error processing the action!' } })
    expect(await stored(id)).toMatchObject({ status: 'UPCOMING_PENDING', payment: 'requires_capture' })
  })
})
