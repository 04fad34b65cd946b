import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let token: string
let consultant: User
let consultantToken: string
const booked: Record<string, number> = {}

const list = (side: 'consultant' | 'user', id: number, as: string, query = '', language = 'en') =>
  rest('GET', `/api/consultations/${side}/${id}${query}`, { token: as, headers: { 'accept-language': language } })

type Item = {
  consultationId: number
  status: string
  label: string
  counterpart: Record<string, unknown>
  reschedule: { proposal: Record<string, unknown> | null; actions: Record<string, boolean> }
}
const itemsOf = (answer: { json: Record<string, unknown> }) => answer.json.consultations as Item[]
const idsOf = (answer: { json: Record<string, unknown> }) => itemsOf(answer).map((item) => item.consultationId)

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Ben', lastName: 'Kraus' })
  token = await tokenFor(payload, consultee)
  consultant = await bookableConsultant(payload)
  consultantToken = await tokenFor(payload, consultant)
  const asConsultant = (id: number) => ({ consultationId: id, consultantId: consultant.id })
  booked.pendingLater = await requestSession(payload, { consultant, token, daysAhead: 9 })
  booked.confirmedSoon = await requestSession(payload, { consultant, token, daysAhead: 7 })
  expect((await act('consultant/confirm', consultantToken, asConsultant(booked.confirmedSoon))).status).toBe(200)
  booked.declined = await requestSession(payload, { consultant, token, daysAhead: 8 })
  expect((await act('consultant/cancel', consultantToken, asConsultant(booked.declined))).status).toBe(200)
  booked.cancelledLater = await requestSession(payload, { consultant, token, daysAhead: 10 })
  expect(
    (await act('user/cancel', token, { consultationId: booked.cancelledLater, userId: consultee.id })).status,
  ).toBe(200)
  booked.held = await requestSession(payload, { consultant, token, daysAhead: 11, pay: false })
})

afterEach(() => vi.restoreAllMocks())

describe('session lists', () => {
  it('shows each side its own upcoming sessions, soonest first, with its own labels', async () => {
    const mine = await list('user', consultee.id, token, '?status=upcoming')
    expect(mine.status).toBe(200)
    expect(idsOf(mine)).toEqual([booked.confirmedSoon, booked.pendingLater])
    expect(itemsOf(mine).map((item) => item.label)).toEqual(['Confirmed', 'Pending'])
    expect(itemsOf(mine)[0]).toMatchObject({
      status: 'UPCOMING_CONFIRMED',
      sessionType: '60MINUTES',
      selectedServiceTitles: [],
      price: 119,
      paymentStatus: 'captured',
      counterpart: { id: consultant.id, firstName: 'Mia', consultantShortId: expect.any(String) },
      reschedule: { proposal: null, actions: { propose: true, accept: false, decline: false, withdraw: false } },
    })
    const theirs = await list('consultant', consultant.id, consultantToken, '', 'de')
    expect(idsOf(theirs)).toEqual([booked.confirmedSoon, booked.pendingLater])
    expect(itemsOf(theirs).map((item) => item.label)).toEqual(['Bestätigt', 'Angefragt'])
    expect(itemsOf(theirs)[1]?.counterpart).toEqual({
      id: consultee.id,
      firstName: 'Ben',
      lastName: 'Kraus',
      imageUrl: null,
    })
    const english = await list('consultant', consultant.id, consultantToken, '?status=UPCOMING_PENDING')
    expect(itemsOf(english).map((item) => [item.consultationId, item.label])).toEqual([
      [booked.pendingLater, 'Requested'],
    ])
  })

  it('shows an open proposal of a new time, with the answer to the other side and the withdrawal to the proposer', async () => {
    const to = slotAt(12, '10:00')
    const proposed = await rest('POST', '/api/consultations/reschedule/propose', {
      token,
      body: { consultationId: booked.confirmedSoon, startsAt: to },
    })
    expect(proposed.status).toBe(200)
    const rowOf = async (side: 'consultant' | 'user', id: number, as: string) =>
      itemsOf(await list(side, id, as)).find((item) => item.consultationId === booked.confirmedSoon)!.reschedule
    const proposal = {
      startsAt: to,
      endsAt: new Date(Date.parse(to) + 3_600_000).toISOString(),
      proposedBy: 'consultee',
    }
    expect(await rowOf('consultant', consultant.id, consultantToken)).toEqual({
      proposal,
      actions: { propose: false, accept: true, decline: true, withdraw: false },
    })
    expect(await rowOf('user', consultee.id, token)).toEqual({
      proposal,
      actions: { propose: false, accept: false, decline: false, withdraw: true },
    })
    const archived = itemsOf(await list('user', consultee.id, token, '?status=archived'))
    expect(archived.map((item) => item.reschedule.actions)).toEqual(
      archived.map(() => ({ propose: false, accept: false, decline: false, withdraw: false })),
    )
    const withdrawn = await rest('POST', '/api/consultations/reschedule/withdraw', {
      token,
      body: { consultationId: booked.confirmedSoon },
    })
    expect(withdrawn.status).toBe(200)
    expect((await rowOf('user', consultee.id, token)).proposal).toBeNull()
  })

  it('archives cancelled sessions newest first, never a hold', async () => {
    const archived = await list('user', consultee.id, token, '?status=archived')
    expect(idsOf(archived)).toEqual([booked.cancelledLater, booked.declined])
    expect(itemsOf(archived).map((item) => item.label)).toEqual(['Declined', 'Declined'])
    const other = await createUser(payload, { role: 'USER' })
    const empty = await list('user', other.id, await tokenFor(payload, other), '?status=archived')
    expect(empty.json).toEqual({ consultations: [], lastEvaluatedKey: null })
  })

  it('pages with a cursor that stays stable while new bookings arrive', async () => {
    const first = await list('consultant', consultant.id, consultantToken, '?status=upcoming&limit=1')
    expect(idsOf(first)).toEqual([booked.confirmedSoon])
    const cursor = first.json.lastEvaluatedKey as string
    expect(cursor).toEqual(expect.any(String))
    await requestSession(payload, { consultant, token, daysAhead: 6 })
    const second = await list(
      'consultant',
      consultant.id,
      consultantToken,
      `?status=upcoming&limit=1&lastEvaluatedKey=${cursor}`,
    )
    expect(idsOf(second)).toEqual([booked.pendingLater])
  })

  it('runs the same number of queries for a page of 2 and of 20', async () => {
    const find = vi.spyOn(payload, 'find')
    await list('user', consultee.id, token, '?status=archived&limit=1')
    const small = find.mock.calls.length
    find.mockClear()
    await list('user', consultee.id, token, '?status=archived&limit=20')
    expect(find.mock.calls.length).toBe(small)
    expect(small).toBeLessThanOrEqual(4)
  })

  it('reads the booking settings once for a page of sessions that can be cancelled and moved', async () => {
    const settings = vi.spyOn(payload, 'findGlobal')
    const find = vi.spyOn(payload, 'find')
    const upcoming = await list('consultant', consultant.id, consultantToken, '?status=upcoming&limit=20')
    expect(itemsOf(upcoming).length).toBeGreaterThan(1)
    expect(settings.mock.calls.filter(([options]) => options.slug === 'booking-settings')).toHaveLength(1)
    expect(find.mock.calls.length).toBeLessThanOrEqual(3)
  })

  it('refuses other people, inactive profiles and unknown filters', async () => {
    expect((await list('user', consultant.id, token)).status).toBe(403)
    expect((await list('consultant', consultant.id, token)).status).toBe(403)
    expect((await list('user', consultee.id, consultantToken)).status).toBe(403)
    expect((await rest('GET', `/api/consultations/user/${consultee.id}`)).status).toBe(401)
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'APPLICATION_SUBMITTED' })
    const refused = await list('consultant', applicant.id, await tokenFor(payload, applicant))
    expect(refused).toMatchObject({ status: 403, json: { code: 'PROFILE_NOT_ACTIVE' } })
    expect((await list('user', consultee.id, token, '?status=HELD')).status).toBe(400)
    expect((await list('user', consultee.id, token, '?limit=101')).status).toBe(400)
    expect((await list('user', consultee.id, token, '?lastEvaluatedKey=nonsense')).status).toBe(400)
  })
})
