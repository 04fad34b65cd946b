import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, moveSessionToPast, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'

let payload: Payload
let consultee: User
let token: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Lena', lastName: 'fischer' })
  token = await tokenFor(payload, consultee)
})

let nextDay = 2

/** A confirmed 60-minute session, each on a day of its own; `past` moves it to before now. */
async function session({ past = true, consultant }: { past?: boolean; consultant?: User } = {}) {
  const owner = consultant ?? (await bookableConsultant(payload))
  const consultantToken = await tokenFor(payload, owner)
  const id = await requestSession(payload, { consultant: owner, token, daysAhead: nextDay++ })
  const confirm = await act('consultant/confirm', consultantToken, { consultationId: id, consultantId: owner.id })
  expect(confirm.status).toBe(200)
  if (past) await moveSessionToPast(payload, id)
  return { id, consultant: owner, consultantToken }
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'consultations', id, depth: 0 })).status
const review = (id: number, rating: number, extra: Record<string, unknown> = {}) =>
  act('user/review', token, {
    consultationId: id,
    userId: consultee.id,
    ratingForConsultant: rating,
    reviewHeadlineForConsultant: `Rated ${rating}`,
    ...extra,
  })

async function profileOf(consultant: User) {
  const { docs } = await payload.find({
    collection: 'consultant-profiles',
    where: { user: { equals: consultant.id } },
    depth: 0,
  })
  return docs[0]!
}

describe('POST /api/consultations/user/complete', () => {
  it('confirms a session that is over, passing through time passed', async () => {
    const { id } = await session()
    const answer = await act('user/complete', token, { consultationId: id, userId: consultee.id, status: 'CONFIRMED' })
    expect(answer.json).toEqual({
      consultationId: id,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      message: 'Session confirmed successfully',
    })
    const stored = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(stored.completedAt).toBeTruthy()
  })

  it('refuses to complete a session that has not ended yet (409)', async () => {
    const { id } = await session({ past: false })
    const answer = await act('user/complete', token, { consultationId: id, userId: consultee.id, status: 'CONFIRMED' })
    expect(answer.status).toBe(409)
    expect(answer.json.code).toBe('ILLEGAL_TRANSITION')
    expect(await statusOf(id)).toBe('UPCOMING_CONFIRMED')
  })

  it('reports an issue with its type and description, in German too', async () => {
    const { id } = await session()
    const missing = await act('user/complete', token, {
      consultationId: id,
      userId: consultee.id,
      status: 'PAST_ISSUE_REPORTED',
    })
    expect(missing.status).toBe(400)
    expect(missing.json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'issueType' }),
        expect.objectContaining({ path: 'issueDescription' }),
      ]),
    )
    const body = {
      consultationId: id,
      userId: consultee.id,
      status: 'PAST_ISSUE_REPORTED',
      issueType: 'CONSULTANT_NO_SHOW',
      issueDescription: 'Nobody joined the call.',
    }
    const answer = await act('user/complete', token, body, 'de')
    expect(answer.json).toMatchObject({ status: 'PAST_ISSUE_REPORTED', message: 'Meldung erfolgreich gesendet' })
    const stored = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(stored.issue).toMatchObject({ type: 'CONSULTANT_NO_SHOW', description: 'Nobody joined the call.' })
    expect(stored.issue?.reportedAt).toBeTruthy()
    expect((await act('user/complete', token, body)).status).toBe(409)
  })

  it('FEEDBACK_GIVEN completes the session and marks the feedback', async () => {
    const { id } = await session()
    const answer = await act('user/complete', token, {
      consultationId: id,
      userId: consultee.id,
      status: 'FEEDBACK_GIVEN',
    })
    expect(answer.json).toMatchObject({
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      message: 'Feedback submitted successfully',
    })
    const stored = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(stored.feedbackGivenAt).toBeTruthy()
  })

  it('lets nobody complete for someone else', async () => {
    const { id, consultantToken, consultant } = await session()
    const body = { consultationId: id, userId: consultee.id, status: 'CONFIRMED' }
    expect((await rest('POST', '/api/consultations/user/complete', { body })).status).toBe(401)
    expect((await act('user/complete', consultantToken, { ...body, userId: consultant.id })).status).toBe(403)
    const stranger = await createUser(payload, { role: 'USER' })
    const strangerToken = await tokenFor(payload, stranger)
    expect((await act('user/complete', strangerToken, body)).status).toBe(403)
    expect((await act('user/complete', strangerToken, { ...body, userId: stranger.id })).status).toBe(404)
    expect(await statusOf(id)).toBe('UPCOMING_CONFIRMED')
  })
})

describe('POST /api/consultations/user/review', () => {
  it("updates the consultant's average rating and review count", async () => {
    const consultant = await bookableConsultant(payload)
    const first = await session({ consultant })
    const second = await session({ consultant })
    expect((await review(first.id, 4)).json).toMatchObject({
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      message: 'Feedback submitted successfully',
    })
    expect(await profileOf(consultant)).toMatchObject({ averageRating: 4, reviewCount: 1 })
    expect((await review(second.id, 5)).status).toBe(200)
    expect(await profileOf(consultant)).toMatchObject({ averageRating: 4.5, reviewCount: 2 })
  })

  it('counts two reviews saved at the same moment', async () => {
    const consultant = await bookableConsultant(payload)
    const [a, b] = [await session({ consultant }), await session({ consultant })]
    const answers = await Promise.all([review(a.id, 1), review(b.id, 4)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await profileOf(consultant)).toMatchObject({ averageRating: 2.5, reviewCount: 2 })
  })

  it('takes one review per session (409 for the second)', async () => {
    const { id } = await session()
    expect((await review(id, 3)).status).toBe(200)
    const again = await review(id, 5)
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('ALREADY_REVIEWED')
  })

  it('refuses bad input and sessions that did not take place', async () => {
    const { id } = await session({ past: false })
    const bad = await review(id, 7)
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toEqual([expect.objectContaining({ path: 'ratingForConsultant' })])
    expect((await review(id, 5)).status).toBe(409)
  })

  it('shows the review publicly but the private note only to the consultant', async () => {
    const { id, consultant, consultantToken } = await session()
    await review(id, 5, { reviewForConsultant: 'Clear advice on my CV.', privateNoteForConsultant: 'Thank you!' })
    const where = `where[consultation][equals]=${id}`
    const publicRead = await rest('GET', `/api/reviews?${where}`)
    expect(publicRead.json.docs).toEqual([
      expect.objectContaining({ rating: 5, headline: 'Rated 5', body: 'Clear advice on my CV.' }),
    ])
    expect((publicRead.json.docs as Record<string, unknown>[])[0]).not.toHaveProperty('privateNote')
    const own = await rest('GET', `/api/reviews?${where}`, { token: consultantToken })
    expect((own.json.docs as Record<string, unknown>[])[0]).toMatchObject({ privateNote: 'Thank you!' })
    expect((await rest('POST', '/api/reviews', { token, body: { consultation: id, rating: 5 } })).status).toBe(403)
    const profile = await rest('GET', `/api/consultants/${consultant.id}`)
    expect(profile.json).toMatchObject({ averageRating: 5, reviewCount: 1 })
    expect(profile.json.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        headline: 'Rated 5',
        author: 'Lena F.',
      }),
    ])
    expect(JSON.stringify(profile.json)).not.toContain('Thank you!')
  })

  it('recomputes the rating when an admin removes a review', async () => {
    const consultant = await bookableConsultant(payload)
    const [a, b] = [await session({ consultant }), await session({ consultant })]
    await review(a.id, 2)
    await review(b.id, 5)
    const { docs } = await payload.find({ collection: 'reviews', where: { consultation: { equals: a.id } } })
    await payload.delete({ collection: 'reviews', id: docs[0]!.id })
    expect(await profileOf(consultant)).toMatchObject({ averageRating: 5, reviewCount: 1 })
  })
})

describe('POST /api/consultations/consultant/review', () => {
  const assessment = {
    recommendToEmployerForUser: true,
    englishSkillsForUser: 'C1',
    positiveCapabilityForUser: 'Structured and well prepared.',
    negativePointsForUser: 'Could sharpen the elevator pitch.',
  }

  it('stores the assessment once, readable by its author only', async () => {
    const { id, consultant, consultantToken } = await session()
    const body = { consultationId: id, consultantId: consultant.id, ...assessment }
    const answer = await act('consultant/review', consultantToken, body)
    expect(answer.json).toMatchObject({
      status: 'PAST_CONSULTATION_TIME_PASSED',
      message: 'Feedback submitted successfully',
    })
    expect((await act('consultant/review', consultantToken, body)).status).toBe(409)
    const where = `where[consultation][equals]=${id}`
    const own = await rest('GET', `/api/consultee-reviews?${where}`, { token: consultantToken })
    expect(own.json.docs).toEqual([
      expect.objectContaining({
        recommendToEmployer: true,
        englishSkills: 'C1',
        negativePoints: assessment.negativePointsForUser,
      }),
    ])
    expect((await rest('GET', `/api/consultee-reviews?${where}`, { token })).json.docs).toEqual([])
    expect((await rest('GET', `/api/consultee-reviews?${where}`)).status).toBe(403)
  })

  it('refuses bad input, another consultant and a session not yet over', async () => {
    const { id, consultant, consultantToken } = await session({ past: false })
    const bad = await act('consultant/review', consultantToken, {
      consultationId: id,
      consultantId: consultant.id,
      ...assessment,
      englishSkillsForUser: 'FLUENT',
    })
    expect(bad.status).toBe(400)
    const body = { consultationId: id, consultantId: consultant.id, ...assessment }
    expect((await act('consultant/review', consultantToken, body)).status).toBe(409)
    const other = await bookableConsultant(payload)
    const otherToken = await tokenFor(payload, other)
    expect((await act('consultant/review', otherToken, body)).status).toBe(403)
    expect((await act('consultant/review', otherToken, { ...body, consultantId: other.id })).status).toBe(404)
    expect((await act('consultant/review', token, body)).status).toBe(403)
  })
})
