import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { setInvoiceIssuer } from '../helpers/invoiceIssuer'
import { testPayload } from '../helpers/payload'
import { act, moveSessionToPast, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'
import { findIntent } from '@/server/payments/testIntentStore'

let payload: Payload
let consultee: User
let token: string
let adminToken: string
let nextDay = 2
beforeAll(async () => {
  payload = await testPayload()
  await setInvoiceIssuer(payload)
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
  adminToken = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
})

async function confirmedSession() {
  const consultant = await bookableConsultant(payload)
  const id = await requestSession(payload, { consultant, token, daysAhead: nextDay++ })
  const confirm = await act('consultant/confirm', await tokenFor(payload, consultant), {
    consultationId: id,
    consultantId: consultant.id,
  })
  expect(confirm.status).toBe(200)
  return id
}

async function reportedSession() {
  const id = await confirmedSession()
  await moveSessionToPast(payload, id)
  const report = await act('user/complete', token, {
    consultationId: id,
    userId: consultee.id,
    status: 'PAST_ISSUE_REPORTED',
    issueType: 'TECHNICAL_PROBLEM',
    issueDescription: 'The call dropped after five minutes.',
  })
  expect(report.status).toBe(200)
  return id
}

const admin = (path: 'refund' | 'resolve-issue', body: Record<string, unknown>, as = adminToken) =>
  rest('POST', `/api/consultations/admin/${path}`, { token: as, body })

async function stored(id: number) {
  await getTestPaymentProvider(payload)!.whenDelivered()
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  const intent = await findIntent(payload, 'intentId', consultation.payment!.paymentIntentId!)
  return { consultation, intent }
}

describe('POST /api/consultations/admin/refund', () => {
  it('refunds part, then the rest, of a captured payment', async () => {
    const id = await confirmedSession()
    const { consultation } = await stored(id)
    const total = consultation.price!.totalCents!
    expect((await admin('refund', { consultationId: id, amountCents: 1000 })).json).toMatchObject({
      paymentStatus: 'partially_refunded',
      status: 'UPCOMING_CONFIRMED',
    })
    expect((await stored(id)).intent).toMatchObject({ refundedCents: 1000 })
    expect((await admin('refund', { consultationId: id })).json).toMatchObject({ paymentStatus: 'refunded' })
    expect((await stored(id)).intent).toMatchObject({ status: 'refunded', refundedCents: total })
    expect((await admin('refund', { consultationId: id })).status).toBe(409)
  })

  it('refuses payments that are not captured, amounts above the total, and bad input', async () => {
    const consultant = await bookableConsultant(payload)
    const pending = await requestSession(payload, { consultant, token, daysAhead: nextDay++ })
    expect((await admin('refund', { consultationId: pending })).status).toBe(409)
    const captured = await confirmedSession()
    expect((await admin('refund', { consultationId: captured, amountCents: 10_000_000 })).status).toBe(409)
    expect((await admin('refund', { consultationId: 'x' })).status).toBe(400)
    expect((await admin('refund', { consultationId: 999_999 })).status).toBe(404)
    expect((await stored(captured)).consultation.payment?.status).toBe('captured')
  })

  it('is for admins only', async () => {
    const id = await confirmedSession()
    const reviewer = await tokenFor(payload, await createUser(payload, { role: 'REVIEWER' }))
    expect((await rest('POST', '/api/consultations/admin/refund', { body: { consultationId: id } })).status).toBe(401)
    expect((await admin('refund', { consultationId: id }, token)).status).toBe(403)
    expect((await admin('refund', { consultationId: id }, reviewer)).status).toBe(403)
    expect((await stored(id)).consultation.payment?.status).toBe('captured')
  })
})

describe('POST /api/consultations/admin/resolve-issue', () => {
  it('COMPLETED completes the session and records who resolved it', async () => {
    const id = await reportedSession()
    const answer = await admin('resolve-issue', { consultationId: id, resolution: 'COMPLETED' })
    expect(answer.json).toMatchObject({ status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION', paymentStatus: 'captured' })
    const { consultation } = await stored(id)
    expect(consultation.issue).toMatchObject({ type: 'TECHNICAL_PROBLEM', resolution: 'COMPLETED' })
    expect(consultation.issue?.resolvedAt).toBeTruthy()
    expect(consultation.issue?.resolvedBy).toBeTruthy()
    expect((await admin('resolve-issue', { consultationId: id, resolution: 'REFUNDED' })).status).toBe(409)
  })

  it('REFUNDED refunds the consultee and keeps the session reported, now resolved', async () => {
    const id = await reportedSession()
    const answer = await admin('resolve-issue', { consultationId: id, resolution: 'REFUNDED' })
    expect(answer.json).toMatchObject({ status: 'PAST_ISSUE_REPORTED', paymentStatus: 'refunded' })
    const { consultation, intent } = await stored(id)
    expect(intent?.status).toBe('refunded')
    expect(consultation.issue).toMatchObject({ resolution: 'REFUNDED' })
    const list = await rest('GET', `/api/consultations/user/${consultee.id}?status=PAST_ISSUE_REPORTED`, { token })
    const listed = (list.json.consultations as { consultationId: number; label: string }[]).find(
      (item) => item.consultationId === id,
    )
    expect(listed?.label).toBe('Reported - Resolved')
    // The refund is credited against the session's invoice, in full.
    const documents = await payload.find({
      collection: 'invoices',
      where: { consultation: { equals: id } },
      sort: 'id',
    })
    expect(documents.docs.map((doc) => [doc.kind, doc.totalCents])).toEqual([
      ['invoice', consultation.price?.totalCents],
      ['creditNote', consultation.price?.totalCents],
    ])
    expect((await admin('resolve-issue', { consultationId: id, resolution: 'REFUNDED' })).status).toBe(409)
  })

  it('refuses sessions without an open issue, bad resolutions and non-admins', async () => {
    const id = await confirmedSession()
    expect((await admin('resolve-issue', { consultationId: id, resolution: 'COMPLETED' })).status).toBe(409)
    const reported = await reportedSession()
    expect((await admin('resolve-issue', { consultationId: reported, resolution: 'MAYBE' })).status).toBe(400)
    expect((await admin('resolve-issue', { consultationId: reported, resolution: 'COMPLETED' }, token)).status).toBe(
      403,
    )
    expect((await stored(reported)).consultation.status).toBe('PAST_ISSUE_REPORTED')
  })
})
