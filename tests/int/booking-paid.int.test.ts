import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import { releaseHold } from '@/server/booking/releaseHold'
import { getPaymentProvider, getTestPaymentProvider } from '@/server/payments'

let payload: Payload
let consultee: User
let token: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', timezone: 'Asia/Kolkata' })
  token = await tokenFor(payload, consultee)
})

const body = (consultant: User, overrides: Record<string, unknown> = {}) => ({
  consultantId: consultant.id,
  sessionType: '60MINUTES',
  selectedSlot: slotAt(7, '09:00'),
  billingCountry: 'DE',
  consents: BOOKING_CONSENTS,
  ...overrides,
})

const create = (payloadBody: unknown, as = token) =>
  rest('POST', '/api/consultations/create', { token: as, body: payloadBody })

async function promo(data: Record<string, unknown>) {
  return payload.create({ collection: 'promo-codes', data: { kind: 'percent', percent: 10, ...data } as never })
}

const company = { company: 'Weber GmbH', street: 'Am Hafen 12', postalCode: '20457', city: 'Hamburg' }

describe('a paid booking', () => {
  it.each([
    ['a private customer in Germany pays VAT', { billingCountry: 'DE' }, 119],
    [
      'a German business pays net',
      { billingCountry: 'DE', isB2B: true, business: { ...company, vatId: 'DE136695976' } },
      100,
    ],
    [
      'a business abroad pays VAT',
      { billingCountry: 'FR', isB2B: true, business: { ...company, vatId: 'FR40303265045' } },
      119,
    ],
  ])('%s; a price the client sends is ignored', async (_name, change, total) => {
    const consultant = await bookableConsultant(payload)
    const answer = await create(body(consultant, { ...change, price: 0.01, total: 0.01 }))
    expect(answer.status).toBe(201)
    expect(answer.json.price).toBe(total)
    expect(answer.json.clientSecret).toMatch(/_secret_/)
    const stored = await payload.findByID({ collection: 'consultations', id: answer.json.consultationId as number })
    expect(stored).toMatchObject({ status: 'HELD', payment: { provider: 'test', status: 'requires_payment_method' } })
    expect(stored.price?.totalCents).toBe(total * 100)
    expect(stored.price?.consultantEarningCents).toBe(7500)
  })

  it('prices a business booking only with a checked VAT ID, and keeps the billing data as given', async () => {
    const consultant = await bookableConsultant(payload)
    const unchecked = await create(body(consultant, { isB2B: true }))
    expect(unchecked.status).toBe(400)
    expect(unchecked.json.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'business.company' })]),
    )
    const wrongDigit = await create(body(consultant, { isB2B: true, business: { ...company, vatId: 'DE123456789' } }))
    expect(wrongDigit.status).toBe(400)
    expect(wrongDigit.json.errors).toEqual([expect.objectContaining({ path: 'business.vatId' })])

    const answer = await create(body(consultant, { isB2B: true, business: { ...company, vatId: 'de 136 695 976' } }))
    expect(answer.status).toBe(201)
    const id = answer.json.consultationId as number
    const stored = await payload.findByID({ collection: 'consultations', id })
    expect(stored.billedTo).toMatchObject({ ...company, vatId: 'DE136695976', name: expect.any(String) })
    expect(stored.price).toMatchObject({ isB2B: true, b2bCategory: 'B2B_DE', vatApplied: false, billingCountry: 'DE' })
    // The consultant sees the session, not the customer's billing address.
    const asConsultant = await rest('GET', `/api/consultations/${id}`, { token: await tokenFor(payload, consultant) })
    expect(asConsultant.status).toBe(200)
    expect(asConsultant.json.billedTo).toBeUndefined()
    const asCustomer = await rest('GET', `/api/consultations/${id}`, { token })
    expect(asCustomer.json.billedTo).toMatchObject({ company: 'Weber GmbH', vatId: 'DE136695976' })
  })

  it('refuses a paid booking without the payment terms', async () => {
    const consultant = await bookableConsultant(payload)
    const consents = BOOKING_CONSENTS.filter((consent) => consent.consentType !== 'BOOKING_TERMS_PAYMENT')
    expect((await create(body(consultant, { consents }))).json.code).toBe('CONSENT_MISSING')
  })

  it('releases a hold that was not paid in time, and frees the slot', async () => {
    const consultant = await bookableConsultant(payload)
    const answer = await create(body(consultant, { selectedSlot: slotAt(8, '10:00') }))
    const id = answer.json.consultationId as number
    const provider = getPaymentProvider(payload)
    expect(await releaseHold(payload, provider, id, new Date())).toBe(false)
    const later = new Date(Date.now() + 16 * 60_000)
    expect(await releaseHold(payload, provider, id, later)).toBe(true)
    expect(await releaseHold(payload, provider, id, later)).toBe(false)
    const stored = await payload.findByID({ collection: 'consultations', id })
    expect(stored).toMatchObject({ status: 'HOLD_EXPIRED', payment: { status: 'cancelled' } })
    expect((await create(body(consultant, { selectedSlot: slotAt(8, '10:00') }))).status).toBe(201)
  })

  it('keeps the booking held until the card authorisation is cancelled, so a retried release finishes it', async () => {
    const consultant = await bookableConsultant(payload)
    const answer = await create(body(consultant, { selectedSlot: slotAt(10, '10:00') }))
    const id = answer.json.consultationId as number
    const provider = getPaymentProvider(payload)
    const unreachable = { ...provider, cancel: () => Promise.reject(new Error('provider unreachable')) }
    const later = new Date(Date.now() + 16 * 60_000)
    await expect(releaseHold(payload, unreachable, id, later)).rejects.toThrow('provider unreachable')
    expect(await payload.findByID({ collection: 'consultations', id })).toMatchObject({
      status: 'HELD',
      payment: { status: 'requires_payment_method' },
    })
    expect(await releaseHold(payload, provider, id, later)).toBe(true)
    expect(await payload.findByID({ collection: 'consultations', id })).toMatchObject({
      status: 'HOLD_EXPIRED',
      payment: { status: 'cancelled' },
    })
  })

  it('queues the release of every hold for the moment it expires', async () => {
    const consultant = await bookableConsultant(payload)
    const answer = await create(body(consultant, { selectedSlot: slotAt(9, '10:00') }))
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'releaseHold' }, 'input.consultationId': { equals: answer.json.consultationId } },
    })
    expect(jobs.totalDocs).toBe(1)
    const stored = await payload.findByID({ collection: 'consultations', id: answer.json.consultationId as number })
    expect(jobs.docs[0]?.waitUntil).toBe(stored.holdExpiresAt)
  })
})

describe('promo codes', () => {
  it('takes the discount off the total, once per user, and reports refusals', async () => {
    const consultant = await bookableConsultant(payload)
    const code = `TEN-${Date.now()}`
    await promo({ code })
    const first = await create(body(consultant, { promoCode: code.toLowerCase() }))
    expect(first.json.price).toBe(107.1)
    const again = await create(body(consultant, { promoCode: code, selectedSlot: slotAt(7, '10:00') }))
    expect(again).toMatchObject({ status: 409, json: { code: 'PROMO_ALREADY_USED' } })
    expect(
      (await create(body(consultant, { promoCode: 'NO-SUCH-CODE', selectedSlot: slotAt(7, '10:00') }))).json.code,
    ).toBe('PROMO_UNKNOWN')
    const expired = `OLD-${Date.now()}`
    await promo({ code: expired, validUntil: '2020-01-01T00:00:00.000Z' })
    const late = await create(body(consultant, { promoCode: expired, selectedSlot: slotAt(7, '10:00') }))
    expect(late).toMatchObject({ status: 400, json: { code: 'PROMO_EXPIRED' } })
  })

  it('makes a booking free at 100 % (no card), and never redeems past its limit under concurrency', async () => {
    const code = `ALL-${Date.now()}`
    await promo({ code, percent: 100, maxRedemptions: 3 })
    const consultees = await Promise.all(Array.from({ length: 6 }, () => createUser(payload, { role: 'USER' })))
    const consultant = await bookableConsultant(payload)
    const answers = await Promise.all(
      consultees.map(async (person, index) =>
        create(
          body(consultant, { promoCode: code, selectedSlot: slotAt(10 + index, '09:00') }),
          await tokenFor(payload, person),
        ),
      ),
    )
    const booked = answers.filter((answer) => answer.status === 201)
    expect(booked).toHaveLength(3)
    expect(booked.every((answer) => answer.json.price === 0 && answer.json.clientSecret === null)).toBe(true)
    expect(answers.filter((answer) => answer.json.code === 'PROMO_EXHAUSTED')).toHaveLength(3)
  })

  it('quotes the breakdown, and answers the promo check of API.md', async () => {
    const consultant = await bookableConsultant(payload)
    const code = `FIVE-${Date.now()}`
    await promo({ code, kind: 'fixed', amountCents: 500, percent: null })
    const quote = await rest('POST', '/api/consultations/quote', {
      token,
      body: { consultantId: consultant.id, sessionType: '30MINUTES', billingCountry: 'AT', promoCode: code },
    })
    expect(quote.json).toMatchObject({ net: 50, vat: 9.5, discount: 5, total: 54.5, promo: { valid: true } })
    const check = await rest('GET', `/api/consultations/promo-code/${code}?userId=${consultee.id}&price=59.5`, {
      token,
    })
    expect(check.json).toMatchObject({ valid: true, discount: 5, total: 54.5 })
    const expired = `OLD-${Date.now()}`
    await promo({ code: expired, validUntil: '2020-01-01T00:00:00.000Z' })
    const refused = await rest('GET', `/api/consultations/promo-code/${expired}?price=59.5`, { token })
    expect(refused.json).toMatchObject({ valid: false, discount: 0, total: 59.5, code: 'PROMO_EXPIRED' })
    const other = await rest('GET', `/api/consultations/promo-code/${code}?userId=${consultant.id}&price=10`, { token })
    expect(other.status).toBe(403)
  })
})

describe('a card authorised after its booking was released', () => {
  it('is released at once', async () => {
    const consultant = await bookableConsultant(payload)
    const answer = await create(body(consultant, { selectedSlot: slotAt(20, '09:00') }))
    const id = answer.json.consultationId as number
    // As if the hold expired while the consultee was still typing the card number.
    await payload.update({ collection: 'consultations', id, data: { status: 'HOLD_EXPIRED' } })
    const provider = getTestPaymentProvider(payload)!
    await provider.confirmTestCard({
      clientSecret: answer.json.clientSecret as string,
      cardNumber: '4242 4242 4242 4242',
    })
    await provider.whenDelivered()
    const stored = await payload.findByID({ collection: 'consultations', id })
    expect(stored).toMatchObject({ status: 'HOLD_EXPIRED', payment: { status: 'cancelled' } })
  })
})
