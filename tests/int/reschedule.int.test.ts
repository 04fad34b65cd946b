import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, storedConsultation, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { invitationOf, mailsTo, runNoticeJobs } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { confirmedSession, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let consulteeToken: string

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE', firstName: 'Kai' })
  consulteeToken = await tokenFor(payload, consultee)
})

const setWindow = (rescheduleWindowHours: number, maxReschedules: number) =>
  payload.updateGlobal({ slug: 'booking-settings', data: { rescheduleWindowHours, maxReschedules } })

afterEach(() => setWindow(24, 2))

const reschedule = (action: string, token: string, body: Record<string, unknown>, language = 'en') =>
  rest('POST', `/api/consultations/reschedule/${action}`, { token, body, headers: { 'accept-language': language } })

/** A consultee of their own, whose other sessions do not stand in the way of the times a test proposes. */
async function freshConsultee() {
  const user = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
  return { user, token: await tokenFor(payload, user) }
}

const subjects = (person: User) => mailsTo(person).map((mail) => mail.subject)

const stored = (id: number) => payload.findByID({ collection: 'consultations', id, depth: 0 })

describe('a move proposed by one side and accepted by the other', () => {
  it('keeps the session and its slot until accepted, then moves it with its payment and a newer invitation', async () => {
    const { consultant, token, id } = await confirmedSession(payload, consulteeToken)
    const before = await stored(id)
    const to = slotAt(8, '10:00')

    const proposed = await reschedule('propose', consulteeToken, { consultationId: id, startsAt: to })
    expect(proposed.status).toBe(200)
    expect(proposed.json).toMatchObject({
      startsAt: before.startsAt,
      proposal: { startsAt: to, proposedBy: 'consultee' },
    })
    // The original time stays held: nobody else can book it while the proposal waits.
    const other = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const taken = await rest('POST', '/api/consultations/create', {
      token: await tokenFor(payload, other),
      body: {
        consultantId: consultant.id,
        sessionType: '60MINUTES',
        selectedSlot: before.startsAt,
        billingCountry: 'DE',
        consents: BOOKING_CONSENTS,
      },
    })
    expect(taken.status).toBe(409)
    expect(await runNoticeJobs(payload, id)).toContain('reschedule-proposed')
    await expect
      .poll(() => subjects(consultant))
      .toContainEqual(expect.stringMatching(/^Kai .*proposes a new time for your session$/))
    // Its link opens the consultant's session list with the answer to this proposal.
    const proposal = mailsTo(consultant).find((mail) => mail.subject.endsWith('proposes a new time for your session'))
    expect(proposal?.text).toContain(`/consultant/dashboard/sessions?reschedule=${id}`)

    // Nobody answers their own proposal.
    expect((await reschedule('accept', consulteeToken, { consultationId: id })).json).toMatchObject({
      code: 'OWN_PROPOSAL',
    })
    const accepted = await reschedule('accept', token, { consultationId: id }, 'de')
    expect(accepted.status).toBe(200)
    expect(accepted.json).toMatchObject({
      startsAt: to,
      proposal: null,
      message: 'Der Termin wurde auf die neue Zeit verschoben.',
    })

    const after = await stored(id)
    expect(after).toMatchObject({ startsAt: to, status: 'UPCOMING_CONFIRMED', calendarSequence: 1 })
    expect(after.payment).toEqual(before.payment)
    expect(after.rescheduleHistory).toMatchObject([
      { fromStartsAt: before.startsAt, toStartsAt: to, proposedBy: 'consultee', outcome: 'accepted' },
    ])
    expect(await runNoticeJobs(payload, id)).toContain('reschedule-accepted')
    for (const person of [consultee, consultant]) {
      await expect.poll(() => subjects(person)).toContainEqual(expect.stringMatching(/has moved$/))
      const invitation = invitationOf(mailsTo(person).find((mail) => mail.subject.endsWith('has moved'))!)
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        start: to,
        uid: expect.stringContaining(`consultation-${id}@`),
      })
      expect(invitation.sequence).toBe(1)
    }
  })

  it('leaves the session where it was when the other side declines, and lets the proposer withdraw', async () => {
    const { consultant, token, id } = await confirmedSession(payload, consulteeToken)
    const before = await stored(id)
    const first = await reschedule('propose', token, {
      consultationId: id,
      consultantId: consultant.id,
      startsAt: slotAt(9, '09:00'),
    })
    expect(first.status).toBe(200)
    expect((await reschedule('withdraw', consulteeToken, { consultationId: id })).json).toMatchObject({
      code: 'NOT_PROPOSER',
    })
    expect((await reschedule('decline', consulteeToken, { consultationId: id })).status).toBe(200)
    expect((await reschedule('decline', consulteeToken, { consultationId: id })).json).toMatchObject({
      code: 'NO_PROPOSAL',
    })
    expect(await runNoticeJobs(payload, id)).toEqual(
      expect.arrayContaining(['reschedule-proposed', 'reschedule-declined']),
    )
    await expect.poll(() => subjects(consultant)).toContainEqual(expect.stringMatching(/^Kai .*declined the new time$/))

    expect((await reschedule('propose', token, { consultationId: id, startsAt: slotAt(9, '10:00') })).status).toBe(200)
    expect((await reschedule('withdraw', token, { consultationId: id })).status).toBe(200)
    const after = await stored(id)
    expect(after).toMatchObject({
      startsAt: before.startsAt,
      calendarSequence: 0,
      rescheduleProposal: { startsAt: null },
    })
    expect(after.rescheduleHistory?.map((entry) => entry.outcome)).toEqual(['declined', 'withdrawn'])
  })

  it('refuses a time the consultant does not offer, a taken one and the current one, and strangers', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    const session = await stored(id)
    const propose = (startsAt: string, token = consulteeToken) =>
      reschedule('propose', token, { consultationId: id, startsAt })
    expect((await propose(slotAt(8, '15:00'))).json).toMatchObject({ code: 'SLOT_NOT_OFFERED' })
    expect((await propose(session.startsAt)).json).toMatchObject({ code: 'SAME_TIME' })
    expect((await propose('not a date')).status).toBe(400)
    const stranger = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    expect((await propose(slotAt(8, '10:00'), await tokenFor(payload, stranger))).status).toBe(404)
    const slots = await rest('GET', `/api/consultations/reschedule/${id}/slots?userTimezone=Europe/Berlin`, {
      token: await tokenFor(payload, stranger),
    })
    expect(slots.status).toBe(404)
  })
})

describe('the window and the limit admins set', () => {
  it('refuses a move inside the window and allows it once the window is shorter', async () => {
    const consultant = await bookableConsultant(payload)
    const soon = new Date(Date.now() + 20 * 3_600_000)
    soon.setUTCMinutes(0, 0, 0)
    const own = await freshConsultee()
    const session = await storedConsultation(payload, {
      consultee: own.user,
      consultant,
      status: 'UPCOMING_CONFIRMED',
      startsAt: soon.toISOString(),
    })
    const body = { consultationId: session.id, startsAt: slotAt(8, '10:00') }
    const refused = await reschedule('propose', own.token, body, 'de')
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({
      code: 'WINDOW_CLOSED',
      message: 'Dieser Termin beginnt zu bald, um ihn noch zu verschieben.',
    })
    await setWindow(12, 2)
    expect((await reschedule('propose', own.token, body)).status).toBe(200)
  })

  it('stops proposals once the session moved as often as allowed', async () => {
    await setWindow(24, 1)
    const own = await freshConsultee()
    const { token, id } = await confirmedSession(payload, own.token)
    await reschedule('propose', own.token, { consultationId: id, startsAt: slotAt(8, '10:00') })
    expect((await reschedule('accept', token, { consultationId: id })).status).toBe(200)
    const again = await reschedule('propose', own.token, { consultationId: id, startsAt: slotAt(9, '10:00') })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ code: 'MOVE_LIMIT' })
  })
})

describe('races', () => {
  it('gives one winner when two moves to the same time are accepted at once', async () => {
    const consultant = await bookableConsultant(payload)
    const token = await tokenFor(payload, consultant)
    const second = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const secondToken = await tokenFor(payload, second)
    const a = await requestSession(payload, { consultant, token: consulteeToken, daysAhead: 7, time: '09:00' })
    const b = await requestSession(payload, { consultant, token: secondToken, daysAhead: 7, time: '11:00' })
    const to = slotAt(10, '10:00')
    // Proposals hold nothing: both may propose the same free time.
    expect((await reschedule('propose', consulteeToken, { consultationId: a, startsAt: to })).status).toBe(200)
    expect((await reschedule('propose', secondToken, { consultationId: b, startsAt: to })).status).toBe(200)
    const answers = await Promise.all([a, b].map((consultationId) => reschedule('accept', token, { consultationId })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)?.json).toMatchObject({ code: 'SLOT_TAKEN' })
    const moved = await payload.count({
      collection: 'consultations',
      where: { startsAt: { equals: to }, consultant: { equals: consultant.id } },
    })
    expect(moved.totalDocs).toBe(1)
  })

  it('gives one winner when a booking and an accepted move race for the same time', async () => {
    const own = await freshConsultee()
    const { consultant, token, id } = await confirmedSession(payload, own.token)
    const to = slotAt(8, '10:00')
    expect((await reschedule('propose', own.token, { consultationId: id, startsAt: to })).status).toBe(200)
    const other = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const booking = {
      consultantId: consultant.id,
      sessionType: '60MINUTES',
      selectedSlot: to,
      billingCountry: 'DE',
      consents: BOOKING_CONSENTS,
    }
    const [accepted, booked] = await Promise.all([
      reschedule('accept', token, { consultationId: id }),
      rest('POST', '/api/consultations/create', { token: await tokenFor(payload, other), body: booking }),
    ])
    expect([accepted.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1)
    expect(accepted.status === 200 ? booked.status : accepted.status).toBe(409)
  })
})

describe('free times to move to', () => {
  it('lists the consultant free times without the session itself and without the consultee other sessions', async () => {
    const consultant = await bookableConsultant(payload)
    const booker = await tokenFor(payload, await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' }))
    const a = await requestSession(payload, { consultant, token: booker, daysAhead: 7, time: '09:00' })
    const elsewhere = await bookableConsultant(payload)
    await requestSession(payload, { consultant: elsewhere, token: booker, daysAhead: 8, time: '10:00' })
    const startDay = new Date(Date.parse(slotAt(7, '12:00'))).toISOString().slice(0, 10)
    const endDay = new Date(Date.parse(slotAt(8, '12:00'))).toISOString().slice(0, 10)
    const answer = await rest(
      'GET',
      `/api/consultations/reschedule/${a}/slots?userTimezone=Europe/Berlin&startDay=${startDay}&endDay=${endDay}`,
      {
        token: await tokenFor(payload, consultant),
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    // Its own 09:00 is free to keep or move within; on the next day the consultee is busy 10:00–11:00.
    const days = answer.json.days as Record<string, string[]>
    expect(days[startDay]).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'])
    expect(days[endDay]).toEqual(['09:00', '11:00'])
  })
})
