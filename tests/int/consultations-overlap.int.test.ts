import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, storedConsultation, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { Consultation, User } from '@/payload-types'

let payload: Payload
let consultee: User
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
})

const consultantUser = () => createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })

const book = (consultant: User, startsAt: string, minutes: 30 | 60, status: Consultation['status'] = 'HELD') =>
  storedConsultation(payload, { consultee, consultant, status, startsAt, minutes })

describe('the database refuses overlapping sessions of one consultant', () => {
  it.each([
    ['the same 30 minutes', '2027-01-04T09:00:00Z', 30, '2027-01-04T09:00:00Z', 30],
    ['a 60-minute session over a held 30', '2027-01-04T09:00:00Z', 30, '2027-01-04T08:30:00Z', 60],
    ['a 30 inside a pending 60', '2027-01-04T09:00:00Z', 60, '2027-01-04T09:30:00Z', 30],
  ] as const)('%s', async (_name, firstAt, firstMinutes, secondAt, secondMinutes) => {
    const consultant = await consultantUser()
    await book(consultant, firstAt, firstMinutes, firstMinutes === 60 ? 'UPCOMING_PENDING' : 'HELD')
    await expect(book(consultant, secondAt, secondMinutes)).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'consultations',
      where: { consultant: { equals: consultant.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('accepts adjacent sessions, other consultants at the same time, and a slot freed by a cancellation', async () => {
    const consultant = await consultantUser()
    const other = await consultantUser()
    const first = await book(consultant, '2027-01-05T09:00:00Z', 30)
    await book(consultant, '2027-01-05T09:30:00Z', 60)
    await book(other, '2027-01-05T09:00:00Z', 60)
    await payload.update({ collection: 'consultations', id: first.id, data: { status: 'PAST_REQ_CANCELLED_BY_USER' } })
    await expect(book(consultant, '2027-01-05T09:00:00Z', 30)).resolves.toMatchObject({ status: 'HELD' })
  })
})

describe('status changes follow the transition table', () => {
  it('refuses an illegal change with 409, from the Local API and from an admin over REST', async () => {
    const consultant = await consultantUser()
    const booking = await book(consultant, '2027-01-06T09:00:00Z', 30)
    await expect(
      payload.update({ collection: 'consultations', id: booking.id, data: { status: 'UPCOMING_CONFIRMED' } }),
    ).rejects.toMatchObject({ status: 409 })
    const admin = await createUser(payload, { role: 'ADMIN', profileStatus: 'ACTIVE' })
    const answer = await rest('PATCH', `/api/consultations/${booking.id}`, {
      token: await tokenFor(payload, admin),
      body: { status: 'PAST_COMPLETED_WITH_TIMEOUT' },
    })
    expect(answer.status).toBe(409)
    const stored = await payload.findByID({ collection: 'consultations', id: booking.id })
    expect(stored.status).toBe('HELD')
  })

  it('lets the participants read a consultation and nobody else, and lets nobody create one over REST', async () => {
    const consultant = await consultantUser()
    const stranger = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const booking = await book(consultant, '2027-01-07T09:00:00Z', 30)
    for (const [reader, status] of [
      [consultee, 200],
      [consultant, 200],
      [stranger, 404],
    ] as const) {
      const answer = await rest('GET', `/api/consultations/${booking.id}`, { token: await tokenFor(payload, reader) })
      expect(answer.status).toBe(status)
    }
    const created = await rest('POST', '/api/consultations', {
      token: await tokenFor(payload, consultee),
      body: { consultant: consultant.id, user: consultee.id, status: 'UPCOMING_CONFIRMED' },
    })
    expect(created.status).toBe(403)
  })
})
