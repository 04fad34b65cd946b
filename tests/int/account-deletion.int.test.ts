import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, sessionHeaders, storedConsultation, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import { deletedEmailOf, ERASED_MESSAGE_TEXT } from '@/domain/account/deletion'
import type { User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'
import { findIntent } from '@/server/payments/testIntentStore'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

async function stored(id: number) {
  await getTestPaymentProvider(payload)!.whenDelivered()
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  const intentId = consultation.payment?.paymentIntentId
  const intent = intentId ? await findIntent(payload, 'intentId', intentId) : null
  return { status: consultation.status, payment: consultation.payment?.status, intent }
}

const deleteOwnAccount = async (user: User) => {
  const path = user.role === 'CONSULTANT' ? `/api/consultants/id/${user.id}` : `/api/consultees/id/${user.id}`
  const answer = await rest('DELETE', path, { headers: await sessionHeaders(user) })
  expect(answer.status).toBe(200)
}

describe('account deletion cancels the sessions still to come', () => {
  it('a consultee: the request is released, the confirmed session refunded, the past one stays', async () => {
    const consultee = await createUser(payload)
    const token = await tokenFor(payload, consultee)
    const consultant = await bookableConsultant(payload)
    const consultantToken = await tokenFor(payload, consultant)
    const requested = await requestSession(payload, { consultant, token, daysAhead: 8 })
    const confirmed = await requestSession(payload, { consultant, token, daysAhead: 9 })
    const accepted = await act('consultant/confirm', consultantToken, {
      consultationId: confirmed,
      consultantId: consultant.id,
    })
    expect(accepted.status).toBe(200)
    const past = await storedConsultation(payload, {
      consultee,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      startsAt: '2026-01-05T10:00:00.000Z',
    })

    await deleteOwnAccount(consultee)

    expect(await stored(requested)).toMatchObject({
      status: 'PAST_REQ_CANCELLED_BY_USER',
      payment: 'cancelled',
      intent: { status: 'cancelled' },
    })
    expect(await stored(confirmed)).toMatchObject({
      status: 'PAST_CANCELLED_BY_USER',
      payment: 'refunded',
      intent: { refundedCents: 11900 },
    })
    expect((await stored(past.id)).status).toBe('PAST_COMPLETED_WITH_USER_CONFIRMATION')
  })

  it('a consultant: requests are declined with the money released, unfinished bookings let go', async () => {
    const consultee = await createUser(payload)
    const token = await tokenFor(payload, consultee)
    const consultant = await bookableConsultant(payload)
    const requested = await requestSession(payload, { consultant, token, daysAhead: 8 })
    const held = await requestSession(payload, { consultant, token, daysAhead: 9, pay: false })

    await deleteOwnAccount(consultant)

    expect(await stored(requested)).toMatchObject({
      status: 'PAST_REQ_CANCELLED_BY_CONSULTANT',
      payment: 'cancelled',
      intent: { status: 'cancelled' },
    })
    expect((await stored(held)).status).toBe('HOLD_EXPIRED')
    const consultation = await payload.findByID({ collection: 'consultations', id: requested, depth: 0 })
    expect(consultation).toMatchObject({ consultant: consultant.id, user: consultee.id })
  })
})

describe('account deletion erases the inquiry messages the user wrote', () => {
  it('keeps the conversation and the other side’s messages', async () => {
    const consultee = await createUser(payload, { role: 'USER' })
    const consultant = await createUser(payload, { role: 'CONSULTANT' })
    const [userToken, consultantToken] = [await tokenFor(payload, consultee), await tokenFor(payload, consultant)]
    const ids = { userId: consultee.id, consultantId: consultant.id }
    const asked = await rest('POST', '/api/chat/send-message', {
      token: userToken,
      body: { role: 'USER', message: 'My secret salary is 70k', ...ids },
    })
    expect(asked.status).toBe(201)
    const conversationId = asked.json.conversationId as number
    const answered = await rest('POST', '/api/chat/send-message', {
      token: consultantToken,
      body: { role: 'CONSULTANT', message: 'Happy to help with that', ...ids },
    })
    expect(answered.status).toBe(201)
    await rest('POST', '/api/chat/send-message', {
      token: userToken,
      body: { role: 'USER', message: 'Thanks, talk soon', ...ids },
    })

    await deleteOwnAccount(consultee)

    const { docs } = await payload.find({
      collection: 'inquiry-messages',
      where: { conversation: { equals: conversationId } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((m) => [m.role, m.body])).toEqual([
      ['USER', ERASED_MESSAGE_TEXT],
      ['CONSULTANT', 'Happy to help with that'],
      ['USER', ERASED_MESSAGE_TEXT],
    ])
    const conversation = await payload.findByID({ collection: 'conversations', id: conversationId, depth: 0 })
    expect(conversation.lastMessagePreview).toBe(ERASED_MESSAGE_TEXT)
  })
})

describe('deleting a user in the admin panel', () => {
  it('anonymises the account like the owner’s deletion and keeps its accounting rows', async () => {
    const admin = await createUser(payload, { role: 'ADMIN' })
    const adminToken = await tokenFor(payload, admin)
    const consultee = await createUser(payload, { firstName: 'Gundula', lastName: 'Panelweg' })
    const session = await storedConsultation(payload, {
      consultee,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      startsAt: '2026-01-05T10:00:00.000Z',
      fields: { price: { grossCents: 5950, netCents: 5000, vatCents: 950, totalCents: 5950 } },
    })

    const refused = await rest('DELETE', `/api/users/${consultee.id}`, { token: await tokenFor(payload, consultee) })
    expect(refused.status).toBe(403)
    const deleted = await rest('DELETE', `/api/users/${consultee.id}`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect(deleted.json.doc).toMatchObject({ id: consultee.id, email: deletedEmailOf(consultee.id), firstName: null })

    const row = await payload.findByID({ collection: 'users', id: consultee.id, depth: 0 })
    expect(row).toMatchObject({ email: deletedEmailOf(consultee.id), firstName: null, lastName: null })
    expect(row.deletedAt).toBeTruthy()
    expect(await payload.findByID({ collection: 'consultations', id: session.id, depth: 0 })).toMatchObject({
      user: consultee.id,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
    })
  })

  it('anonymises every selected user in a bulk delete', async () => {
    const adminToken = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    const [first, second] = [await createUser(payload), await createUser(payload, { role: 'CONSULTANT' })]
    await storedConsultation(payload, {
      consultee: first,
      consultant: second,
      status: 'PAST_REQUEST_TIMEOUT',
      startsAt: '2026-01-05T10:00:00.000Z',
    })
    const query = `where[id][in][0]=${first.id}&where[id][in][1]=${second.id}`
    const deleted = await rest('DELETE', `/api/users?${query}`, { token: adminToken })
    expect(deleted.status).toBe(200)
    expect((deleted.json.docs as User[]).map((u) => u.email).sort()).toEqual(
      [deletedEmailOf(first.id), deletedEmailOf(second.id)].sort(),
    )
    expect((await rest('DELETE', '/api/users', { token: adminToken })).status).toBe(400)
  })
})
