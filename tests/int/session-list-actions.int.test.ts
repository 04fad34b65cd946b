import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import type { Consultation, User } from '@/payload-types'
import { meetingUrlFor } from '@/server/sessions/meetingUrl'

let payload: Payload
let consultee: User
let token: string
let consultant: User
let consultantToken: string
type Booked = Record<'pending' | 'confirmed' | 'timePassed' | 'completed' | 'reviewedBoth', number>
const booked = {} as Booked

type Row = { consultationId: number; actions: string[]; meetingUrl: string | null; cancellation: unknown }

async function rows(side: 'consultant' | 'user', status: string): Promise<Map<number, Row>> {
  const [id, as] = side === 'consultant' ? [consultant.id, consultantToken] : [consultee.id, token]
  const answer = await rest('GET', `/api/consultations/${side}/${id}?status=${status}`, { token: as })
  expect(answer.status).toBe(200)
  const listed = answer.json.consultations as Row[]
  return new Map(listed.map((row) => [row.consultationId, row]))
}

/** A session that lies in the past, stored as the session clock and the completion leave it. */
async function pastSession(status: Consultation['status'], extra: Partial<Consultation> = {}): Promise<number> {
  const daysAgo = Object.keys(booked).length + 1
  const startsAt = new Date(Date.now() - daysAgo * 86_400_000)
  const doc = await payload.create({
    collection: 'consultations',
    data: {
      consultant: consultant.id,
      user: consultee.id,
      status,
      sessionType: '60MINUTES',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      consulteeTimezone: 'Europe/Berlin',
      price: { totalCents: 11900 },
      ...extra,
    },
  })
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Lea', lastName: 'Vogt' })
  token = await tokenFor(payload, consultee)
  consultant = await bookableConsultant(payload)
  consultantToken = await tokenFor(payload, consultant)
  booked.pending = await requestSession(payload, { consultant, token, daysAhead: 9 })
  booked.confirmed = await requestSession(payload, { consultant, token, daysAhead: 7 })
  const confirm = { consultationId: booked.confirmed, consultantId: consultant.id }
  expect((await act('consultant/confirm', consultantToken, confirm)).status).toBe(200)
  booked.timePassed = await pastSession('PAST_CONSULTATION_TIME_PASSED')
  booked.completed = await pastSession('PAST_COMPLETED_WITH_USER_CONFIRMATION')
  booked.reviewedBoth = await pastSession('PAST_COMPLETED_WITH_TIMEOUT', {
    feedbackGivenAt: new Date().toISOString(),
    consulteeReviewedAt: new Date().toISOString(),
  })
})

describe('what each listed session offers its viewer', () => {
  it('offers the consultant accept and decline on a request, cancel on a confirmed session', async () => {
    const upcoming = await rows('consultant', 'upcoming')
    expect(upcoming.get(booked.pending)).toMatchObject({
      actions: ['confirm', 'decline'],
      meetingUrl: null,
      cancellation: { kind: 'release' },
    })
    expect(upcoming.get(booked.confirmed)).toMatchObject({
      actions: ['cancel'],
      meetingUrl: meetingUrlFor(booked.confirmed),
      cancellation: { kind: 'refund', refund: 119 },
    })
  })

  it('offers the consultee cancel with what the money does', async () => {
    const upcoming = await rows('user', 'upcoming')
    expect(upcoming.get(booked.pending)).toMatchObject({ actions: ['cancel'], cancellation: { kind: 'release' } })
    expect(upcoming.get(booked.confirmed)).toMatchObject({
      actions: ['cancel'],
      meetingUrl: expect.stringMatching(/\/careerbridge-[0-9a-f]{32}$/),
      cancellation: { kind: 'refund', refund: 119 },
    })
  })

  it('quotes the late refund share the admins set', async () => {
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { fullRefundHoursBefore: 720, lateRefundPercent: 50 },
    })
    try {
      const upcoming = await rows('user', 'upcoming')
      expect(upcoming.get(booked.confirmed)?.cancellation).toEqual({ kind: 'refund', refund: 59.5 })
      // The consultant always refunds in full.
      const theirs = await rows('consultant', 'upcoming')
      expect(theirs.get(booked.confirmed)?.cancellation).toEqual({ kind: 'refund', refund: 119 })
    } finally {
      await payload.updateGlobal({
        slug: 'booking-settings',
        data: { fullRefundHoursBefore: 24, lateRefundPercent: 0 },
      })
    }
  })

  it('offers completion, then the reviews each side has not given yet', async () => {
    const consulteeSide = await rows('user', 'archived')
    expect(consulteeSide.get(booked.timePassed)).toMatchObject({ actions: ['complete'], cancellation: null })
    expect(consulteeSide.get(booked.completed)).toMatchObject({ actions: ['reviewConsultant'], meetingUrl: null })
    expect(consulteeSide.get(booked.reviewedBoth)?.actions).toEqual([])
    const consultantSide = await rows('consultant', 'archived')
    expect(consultantSide.get(booked.timePassed)?.actions).toEqual(['reviewConsultee'])
    expect(consultantSide.get(booked.completed)?.actions).toEqual(['reviewConsultee'])
    expect(consultantSide.get(booked.reviewedBoth)?.actions).toEqual([])
  })

  it('offers nothing once a request is declined', async () => {
    const declined = await requestSession(payload, { consultant, token, daysAhead: 10 })
    const decline = { consultationId: declined, consultantId: consultant.id }
    expect((await act('consultant/cancel', consultantToken, decline)).status).toBe(200)
    expect((await rows('user', 'archived')).get(declined)).toMatchObject({ actions: [], cancellation: null })
    expect((await rows('consultant', 'archived')).get(declined)?.actions).toEqual([])
  })
})
