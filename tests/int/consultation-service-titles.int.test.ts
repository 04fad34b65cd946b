import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let token: string

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
})

/** The consultee's upcoming sessions as GET /api/consultations/user/{id} answers them. */
async function listedTitles(consultationId: number): Promise<unknown> {
  const answer = await rest('GET', `/api/consultations/user/${consultee.id}?status=upcoming&limit=50`, { token })
  expect(answer.status).toBe(200)
  const items = answer.json.consultations as { consultationId: number; selectedServiceTitles: string[] }[]
  return items.find((item) => item.consultationId === consultationId)?.selectedServiceTitles
}

let day = 20
/** A consultation stored through the Local API with `titles` under whatever name an older record used. */
async function storedWith(titles: Record<string, unknown>) {
  const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
  const start = new Date(slotAt(day++, '09:00'))
  const data = {
    consultant: consultant.id,
    user: consultee.id,
    status: 'UPCOMING_PENDING' as const,
    sessionType: '30MINUTES' as const,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
    consulteeTimezone: 'Europe/Berlin',
    ...titles,
  }
  return payload.create({ collection: 'consultations', data })
}

// Spec §3: selectedServiceTitles is also read from selected_services_titles or the titles of selectedServices.
describe('a consultation’s service titles under their older names', () => {
  it.each([
    ['selected_services_titles', { selected_services_titles: ['CV review', ' Mock interview '] }],
    [
      'only the titles of selectedServices',
      { selectedServices: [{ id: 'cv', title: 'CV review' }, { title: 'Mock interview' }] },
    ],
    ['selectedServiceTitles', { selectedServiceTitles: ['CV review', 'Mock interview'] }],
  ])('created with %s, it lists them as selectedServiceTitles', async (_name, titles) => {
    const created = await storedWith(titles)
    expect(created.services?.map((service) => service.title)).toEqual(['CV review', 'Mock interview'])
    expect(await listedTitles(created.id)).toEqual(['CV review', 'Mock interview'])
  })

  it('services given as such are kept as they are', async () => {
    const created = await storedWith({
      services: [{ serviceId: 'x', title: 'Stored' }],
      selected_services_titles: ['Ignored'],
    })
    expect(created.services?.map(({ serviceId, title }) => ({ serviceId, title }))).toEqual([
      { serviceId: 'x', title: 'Stored' },
    ])
  })

  it('a consultation without any titles has none', async () => {
    const created = await storedWith({})
    expect(await listedTitles(created.id)).toEqual([])
  })
})

describe('the booking endpoint reads the older names too', () => {
  const book = (consultant: User, daysAhead: number, titles: Record<string, unknown>) =>
    rest('POST', '/api/consultations/create', {
      token,
      body: {
        consultantId: consultant.id,
        sessionType: '30MINUTES',
        selectedSlot: slotAt(daysAhead, '10:00'),
        billingCountry: 'DE',
        consents: BOOKING_CONSENTS,
        ...titles,
      },
    })

  it.each([
    ['selected_services_titles', { selected_services_titles: ['CV review'] }],
    ['the titles of selectedServices', { selectedServices: [{ title: 'cv review' }] }],
  ])('a booking naming its service by %s books the consultant’s service', async (_name, titles) => {
    const consultant = await bookableConsultant(payload)
    const created = await book(consultant, 5, titles)
    expect(created.status).toBe(201)
    const stored = await payload.findByID({ collection: 'consultations', id: created.json.consultationId as number })
    expect(stored.services?.map(({ serviceId, title }) => ({ serviceId, title }))).toEqual([
      { serviceId: 'career-services-cv-review', title: 'CV review' },
    ])
  })

  it('a title the consultant does not offer is refused', async () => {
    const consultant = await bookableConsultant(payload)
    const created = await book(consultant, 6, { selected_services_titles: ['Astrology'] })
    expect(created.status).toBe(400)
  })
})
