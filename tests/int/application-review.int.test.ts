import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveSteps, submittedConsultant } from '../helpers/application'
import { createUser, sessionHeaders, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import type { ConsultantProfile, User } from '@/payload-types'

let payload: Payload
let reviewer: User
beforeAll(async () => {
  payload = await testPayload()
  reviewer = await createUser(payload, { role: 'REVIEWER', profileStatus: 'ACTIVE' })
})

const review = async (consultant: User, body: unknown, by: User = reviewer) =>
  rest('POST', `/api/consultants/${consultant.id}/review`, { headers: await sessionHeaders(by), body })
const profileOf = async (user: User): Promise<ConsultantProfile> =>
  (await payload.find({ collection: 'consultant-profiles', where: { user: { equals: user.id } } })).docs[0]!
const mailsTo = (user: User) => readMails(process.env.MAIL_SINK_DIR!, user.email)

describe('reviewing a submitted application', () => {
  it('marks the application SUBMITTED for the reviewers; approval makes it ACTIVE, public, and emails the consultant', async () => {
    const consultant = await submittedConsultant(payload, { locale: 'de' })
    expect(await profileOf(consultant)).toMatchObject({ reviewState: 'SUBMITTED', published: false })
    const hidden = await rest('GET', `/api/consultant-profiles/${(await profileOf(consultant)).id}`)
    expect([403, 404]).toContain(hidden.status)

    const approved = await review(consultant, { decision: 'APPROVE' })
    expect(approved.status).toBe(200)
    expect(approved.json).toEqual({ profileStatus: 'ACTIVE' })
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('ACTIVE')
    expect(await profileOf(consultant)).toMatchObject({ reviewState: 'APPROVED', published: true })
    expect((await rest('GET', `/api/consultant-profiles/${(await profileOf(consultant)).id}`)).status).toBe(200)
    await expect
      .poll(() => mailsTo(consultant).map((mail) => mail.subject))
      .toContain('Deine Bewerbung bei CareerBridge ist freigegeben')
    expect((await review(consultant, { decision: 'APPROVE' })).status).toBe(409)
  })

  it('a change request sends the application back with the reason and step; the consultant fixes it and submits again', async () => {
    const consultant = await submittedConsultant(payload)
    const reason = 'Please add your GitHub profile and a longer about-me text.'
    expect((await review(consultant, { decision: 'REQUEST_CHANGES', reason: 'too short', step: 2 })).status).toBe(400)
    const sent = await review(consultant, { decision: 'REQUEST_CHANGES', reason, step: 2 })
    expect(sent.json).toEqual({ profileStatus: 'STEP4' })
    expect(await profileOf(consultant)).toMatchObject({
      reviewState: 'CHANGES_REQUESTED',
      reviewReason: reason,
      reviewStep: 2,
    })
    await expect
      .poll(() => mailsTo(consultant).find((mail) => mail.text.includes(reason))?.subject)
      .toBe('Your CareerBridge application needs a few changes')
    const mine = await rest('GET', '/api/consultants/me/application', { headers: await sessionHeaders(consultant) })
    expect(mine.json).toMatchObject({ review: { state: 'CHANGES_REQUESTED', reason, step: 2 } })

    await saveSteps(consultant, 4)
    const again = await rest('POST', '/api/consultants/application/submit', {
      headers: await sessionHeaders(consultant),
    })
    expect(again.json).toEqual({ profileStatus: 'APPLICATION_SUBMITTED' })
    expect((await profileOf(consultant)).reviewState).toBe('SUBMITTED')
  })

  it('only reviewers and admins decide, only on submitted applications', async () => {
    const consultant = await submittedConsultant(payload)
    const otherConsultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
    const editor = await createUser(payload, { role: 'EDITOR', profileStatus: 'ACTIVE' })
    expect(
      (await rest('POST', `/api/consultants/${consultant.id}/review`, { body: { decision: 'APPROVE' } })).status,
    ).toBe(401)
    expect((await review(consultant, { decision: 'APPROVE' }, consultant)).status).toBe(403)
    expect((await review(consultant, { decision: 'APPROVE' }, otherConsultant)).status).toBe(403)
    expect((await review(consultant, { decision: 'APPROVE' }, editor)).status).toBe(403)
    const inProgress = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(inProgress, 2)
    expect((await review(inProgress, { decision: 'APPROVE' })).status).toBe(409)
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    expect((await review(consultee, { decision: 'APPROVE' })).status).toBe(404)
    expect(
      (
        await rest('POST', '/api/consultants/999999/review', {
          headers: await sessionHeaders(reviewer),
          body: { decision: 'APPROVE' },
        })
      ).status,
    ).toBe(404)
    const admin = await createUser(payload, { role: 'ADMIN', profileStatus: 'ACTIVE' })
    expect((await review(consultant, { decision: 'APPROVE' }, admin)).status).toBe(200)
  })

  it('a consultant can set neither their status nor the review fields, over REST or GraphQL', async () => {
    const consultant = await submittedConsultant(payload)
    const token = await tokenFor(payload, consultant)
    const profile = await profileOf(consultant)
    await rest('PATCH', `/api/consultant-profiles/${profile.id}`, {
      token,
      body: { reviewState: 'APPROVED', published: true, reviewReason: 'none' },
    })
    const selfApproval = await rest('PATCH', `/api/users/${consultant.id}`, {
      token,
      body: { profileStatus: 'ACTIVE' },
    })
    expect(selfApproval.status).not.toBe(500)
    await graphql(
      `mutation { updateConsultantProfile(id: ${profile.id}, data: { reviewState: APPROVED, published: true }) { id } }`,
      token,
    )
    expect(await profileOf(consultant)).toMatchObject({ reviewState: 'SUBMITTED', published: false })
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe(
      'APPLICATION_SUBMITTED',
    )
  })
})
