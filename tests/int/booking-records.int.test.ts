import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { consentText, currentConsentVersion, type ConsentType } from '@/domain/consents'
import type { User } from '@/payload-types'
import { attachHold } from '@/server/booking/attachHold'
import { loadBookableConsultant } from '@/server/booking/bookableConsultant'
import { legalTextIdsFor } from '@/server/content/legalTextsForConsents'
import { getPaymentProvider } from '@/server/payments'
import { findIntent } from '@/server/payments/testIntentStore'

// What one paid booking leaves behind besides the consultation: its consent records, the queued release
// of its hold and the card hold stored on it, all or nothing.
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const newConsultee = () => createUser(payload, { role: 'USER', timezone: 'Europe/Berlin' })

function book(token: string, consultant: User, selectedSlot: string, language = 'en') {
  return rest('POST', '/api/consultations/create', {
    token,
    headers: { 'accept-language': language },
    body: {
      consultantId: consultant.id,
      sessionType: '30MINUTES',
      selectedSlot,
      billingCountry: 'DE',
      consents: BOOKING_CONSENTS,
    },
  })
}

const consentsOf = async (userId: number) =>
  (
    await payload.find({ collection: 'consents', where: { user: { equals: userId } }, depth: 0, pagination: false })
  ).docs
    .map(({ consentType, status, version, textSnapshot, locale, legalTexts }) => ({
      consentType,
      status,
      version,
      textSnapshot,
      locale,
      legalTexts,
    }))
    .sort((a, b) => a.consentType.localeCompare(b.consentType))

const releaseJobsOf = (consultationId: number) =>
  execute<{ wait_until: string }>(
    payload,
    sql`select wait_until from payload_jobs
        where task_slug = 'releaseHold' and (input ->> 'consultationId')::integer = ${consultationId}`,
  )

describe('a paid booking', () => {
  it('records the consents in force in the request language, queues its release and stores its card hold', async () => {
    const consultant = await bookableConsultant(payload)
    const consultee = await newConsultee()
    const created = await book(await tokenFor(payload, consultee), consultant, slotAt(6, '09:00'), 'de')
    expect(created.status).toBe(201)
    const id = created.json.consultationId as number

    const types = BOOKING_CONSENTS.map((c) => c.consentType as ConsentType).sort()
    // Other test files may have published legal texts; the records link whatever is in force.
    const inForce = await legalTextIdsFor(await createLocalReq({}, payload), types, new Date())
    expect(await consentsOf(consultee.id)).toEqual(
      types.map((consentType) => ({
        consentType,
        status: 'optin',
        version: currentConsentVersion(consentType),
        textSnapshot: consentText(consentType, currentConsentVersion(consentType), 'de'),
        locale: 'de',
        legalTexts: inForce.get(consentType) ?? [],
      })),
    )

    const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    const jobs = await releaseJobsOf(id)
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0]!.wait_until).toISOString()).toBe(consultation.holdExpiresAt)

    expect(consultation.payment).toMatchObject({ provider: 'test', status: 'requires_payment_method' })
    const intent = await findIntent(payload, 'intentId', consultation.payment!.paymentIntentId!)
    expect(intent).toMatchObject({ idempotencyKey: `consultation:${id}`, amountCents: 5950 })
    expect(created.json.clientSecret).toMatch(new RegExp(`^${intent!.intentId}_secret_`))
  })

  it('leaves no consent record or release job behind for the requests that lost a race for the slot', async () => {
    const consultant = await bookableConsultant(payload)
    const consultees = await Promise.all(Array.from({ length: 6 }, newConsultee))
    const tokens = await Promise.all(consultees.map((consultee) => tokenFor(payload, consultee)))
    const answers = await Promise.all(tokens.map((token) => book(token, consultant, slotAt(6, '10:00'))))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const winner = answers.findIndex((answer) => answer.status === 201)
    for (const [index, consultee] of consultees.entries()) {
      expect(await consentsOf(consultee.id)).toHaveLength(index === winner ? 3 : 0)
    }
    expect(await releaseJobsOf(answers[winner]!.json.consultationId as number)).toHaveLength(1)
  })

  it('stores a card hold over an existing payment status only through the transition table', async () => {
    const consultant = await bookableConsultant(payload)
    const consultee = await newConsultee()
    const created = await book(await tokenFor(payload, consultee), consultant, slotAt(6, '11:00'))
    const id = created.json.consultationId as number
    // As if the card had been authorised already: going back to requires_payment_method is not allowed.
    await execute(payload, sql`update consultations set payment_status = 'requires_capture' where id = ${id}`)
    const now = new Date()
    const ctx = {
      req: await createLocalReq({}, payload),
      consultee: { id: consultee.id, email: consultee.email, name: 'Booking Records', timezone: 'Europe/Berlin' },
      geoCountry: null,
      now,
      locale: 'en' as const,
      provider: getPaymentProvider(payload),
    }
    const bookable = (await loadBookableConsultant(payload, consultant.id, now))!
    const quote = { total: 5950 } as Parameters<typeof attachHold>[1]['quote']
    await expect(attachHold(ctx, { consultationId: id, consultant: bookable, quote })).rejects.toMatchObject({
      code: 'PAYMENT_UNAVAILABLE',
    })
    const stored = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(stored.payment?.status).not.toBe('requires_payment_method')
  })
})
