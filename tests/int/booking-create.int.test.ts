import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

const CREATE = '/api/consultations/create'
const FREE = { pricing30Min: 0, pricing60Min: 0, pricingTrial: 0 }

let payload: Payload
let consultee: User
let consulteeToken: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', timezone: 'America/New_York' })
  consulteeToken = await tokenFor(payload, consultee)
})

const booking = (consultant: User, overrides: Record<string, unknown> = {}) => ({
  consultantId: consultant.id,
  sessionType: '30MINUTES',
  selectedSlot: slotAt(7, '09:00'),
  billingCountry: 'DE',
  consents: BOOKING_CONSENTS,
  ...overrides,
})

const create = (body: unknown, token = consulteeToken) => rest('POST', CREATE, { token, body })

describe('POST /api/consultations/create', () => {
  it('holds a free slot and books it without a card', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const created = await create(
      booking(consultant, { sessionType: 'TRIAL', selectedServiceIds: ['career-services-cv-review'] }),
    )
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ clientSecret: null, price: 0 })
    const id = created.json.consultationId as number
    const held = await payload.findByID({ collection: 'consultations', id })
    expect(held).toMatchObject({ status: 'HELD', sessionType: 'TRIAL', consulteeTimezone: 'America/New_York' })
    expect(held.services?.map((service) => service.title)).toEqual(['CV review'])
    expect(new Date(held.endsAt).getTime() - new Date(held.startsAt).getTime()).toBe(30 * 60_000)

    const free = await rest('POST', '/api/consultations/payment/book-free-consultation', {
      token: consulteeToken,
      body: {
        consultationId: id,
        userId: consultee.id,
        consents: BOOKING_CONSENTS.filter((c) => c.consentType !== 'BOOKING_TERMS_PAYMENT'),
      },
    })
    expect(free.status).toBe(200)
    expect((await payload.findByID({ collection: 'consultations', id })).status).toBe('UPCOMING_PENDING')
    const consents = await payload.find({
      collection: 'consents',
      where: { user: { equals: consultee.id }, consentType: { equals: 'WITHDRAWAL_PERIOD_WAIVER' } },
    })
    expect(consents.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('gives one of 50 concurrent requests for one slot the booking and the other 49 a 409', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create(
          booking(
            consultant,
            index % 2
              ? { sessionType: '60MINUTES', selectedSlot: slotAt(8, '09:30') }
              : { selectedSlot: slotAt(8, '10:00') },
          ),
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    expect(answers.find((answer) => answer.status === 409)?.json).toMatchObject({ code: 'SLOT_TAKEN' })
    const { totalDocs } = await payload.count({
      collection: 'consultations',
      where: { consultant: { equals: consultant.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('books adjacent slots, and a slot again once its booking is released', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const first = await create(booking(consultant, { selectedSlot: slotAt(9, '09:00') }))
    const second = await create(booking(consultant, { sessionType: '60MINUTES', selectedSlot: slotAt(9, '09:30') }))
    expect([first.status, second.status]).toEqual([201, 201])
    expect((await create(booking(consultant, { selectedSlot: slotAt(9, '10:00') }))).status).toBe(409)
    await payload.update({
      collection: 'consultations',
      id: second.json.consultationId as number,
      data: { status: 'HOLD_EXPIRED' },
    })
    expect((await create(booking(consultant, { selectedSlot: slotAt(9, '10:00') }))).status).toBe(201)
  })

  it.each([
    [
      'a time already past (the earliest day is tomorrow)',
      { selectedSlot: slotAt(-1, '09:00') },
      409,
      'SLOT_TOO_EARLY',
    ],
    ['a time the consultant does not offer', { selectedSlot: slotAt(7, '15:00') }, 409, 'SLOT_NOT_OFFERED'],
    [
      'a 60-minute session running past the offered time',
      { sessionType: '60MINUTES', selectedSlot: slotAt(7, '11:30') },
      409,
      'SLOT_NOT_OFFERED',
    ],
    ['a start off the half hour', { selectedSlot: slotAt(7, '09:15') }, 400, 'SLOT_NOT_ON_GRID'],
    ['a service the consultant does not offer', { selectedServiceIds: ['tech-ai'] }, 400, 'SERVICE_UNKNOWN'],
    ['no booking consents', { consents: [] }, 400, 'CONSENT_MISSING'],
  ])('refuses %s', async (_name, change, status, code) => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const answer = await create(booking(consultant, change))
    expect(answer.status).toBe(status)
    expect(answer.json.code).toBe(code)
    expect(typeof answer.json.message).toBe('string')
    const { totalDocs } = await payload.count({
      collection: 'consultations',
      where: { consultant: { equals: consultant.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('answers 400 with field errors for bad input, 401 without a session, 403 for a consultant, 404 for no consultant', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const bad = await create({ ...booking(consultant), billingCountry: 'XX', selectedSlot: 'soon' })
    expect(bad.status).toBe(400)
    expect((bad.json.errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'billingCountry',
      'selectedSlot',
    ])
    expect((await rest('POST', CREATE, { body: booking(consultant) })).status).toBe(401)
    expect((await create(booking(consultant), await tokenFor(payload, consultant))).status).toBe(403)
    const notConsultant = await create(booking(consultee))
    expect(notConsultant.status).toBe(404)
  })

  it('asks a consultee without their details (DATA_NOT_SUBMITTED) for them before a booking, and holds nothing', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const newcomer = await createUser(payload, { role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED' })
    const refused = await create(booking(consultant), await tokenFor(payload, newcomer))
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ code: 'PROFILE_NOT_ACTIVE' })
    const held = await payload.find({ collection: 'consultations', where: { user: { equals: newcomer.id } } })
    expect(held.totalDocs).toBe(0)
    const free = await rest('POST', '/api/consultations/payment/book-free-consultation', {
      token: await tokenFor(payload, newcomer),
      body: { consultationId: 1, consents: BOOKING_CONSENTS },
    })
    expect(free.status).toBe(403)
    expect(free.json).toMatchObject({ code: 'PROFILE_NOT_ACTIVE' })
  })

  it('refuses to book a free session for someone else or twice', async () => {
    const consultant = await bookableConsultant(payload, { pricing: FREE })
    const created = await create(booking(consultant, { selectedSlot: slotAt(10, '09:00') }))
    const id = created.json.consultationId as number
    const stranger = await createUser(payload, { role: 'USER' })
    const body = { consultationId: id, consents: BOOKING_CONSENTS }
    const path = '/api/consultations/payment/book-free-consultation'
    expect((await rest('POST', path, { token: await tokenFor(payload, stranger), body })).status).toBe(404)
    expect((await rest('POST', path, { token: consulteeToken, body: { ...body, userId: stranger.id } })).status).toBe(
      403,
    )
    expect((await rest('POST', path, { token: consulteeToken, body })).status).toBe(200)
    expect((await rest('POST', path, { token: consulteeToken, body })).json.code).toBe('NOT_HELD')
  })
})
