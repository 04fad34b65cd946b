import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readBack } from '../fixtures/einvoice/readBack'
import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { TEST_ISSUER, setInvoiceIssuer } from '../helpers/invoiceIssuer'
import { mailsTo, runNoticeJobs } from '../helpers/notices'
import { testPayload } from '../helpers/payload'
import { act, confirmedSession, requestSession } from '../helpers/sessions'
import { execute, sql } from '../helpers/sql'
import { parseInvoiceDocument } from '@/domain/invoices'
import type { Invoice, User } from '@/payload-types'
import { getTestPaymentProvider } from '@/server/payments'

let payload: Payload
let consultee: User
let consulteeToken: string
let adminToken: string
beforeAll(async () => {
  payload = await testPayload()
  await setInvoiceIssuer(payload)
  consultee = await createUser(payload, { role: 'USER', firstName: 'Ada', lastName: 'Lovelace', locale: 'de' })
  consulteeToken = await tokenFor(payload, consultee)
  adminToken = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
})

const invoicesOf = async (consultationId: number): Promise<Invoice[]> =>
  (
    await payload.find({
      collection: 'invoices',
      where: { consultation: { equals: consultationId } },
      sort: 'id',
      depth: 0,
    })
  ).docs

describe('an invoice', () => {
  it('is issued when the payment is captured, with the amounts of the booking, in the customer language', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(consultation.payment?.status).toBe('captured')
    const [invoice, ...more] = await invoicesOf(id)
    expect(more).toEqual([])
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/)
    const document = parseInvoiceDocument(invoice?.document)
    expect(document).toMatchObject({
      kind: 'invoice',
      netCents: consultation.price?.netCents,
      vatCents: consultation.price?.vatCents,
      totalCents: consultation.price?.totalCents,
      paidCents: consultation.price?.totalCents,
      vatCategory: 'standard',
      locale: 'de',
      customer: { name: 'Ada Lovelace', country: 'DE', addressLines: [] },
      issuer: { name: 'CareerBridge GmbH', vatId: 'DE136695976' },
    })
    expect(document.lines[0]?.description).toMatch(/^Karriereberatung, 60 Minuten mit /)
  })

  it('goes to the customer as a PDF with the email that confirms the session', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    await runNoticeJobs(payload, id)
    const [invoice] = await invoicesOf(id)
    const mail = mailsTo(consultee).find((sunk) => sunk.text.includes(invoice!.number))
    expect(mail?.subject).toMatch(/ist bestätigt$/)
    expect(mail?.text).toContain(`Deine Rechnung ${invoice!.number} über die Zahlung liegt ebenfalls bei.`)
    const pdf = mail?.attachments?.find((file) => file.contentType === 'application/pdf')
    expect(pdf?.filename).toBe(`${invoice!.number}.pdf`)
    const text = (await readBack(new Uint8Array(Buffer.from(pdf!.base64, 'base64')))).pages.join(' ')
    expect(text).toContain(invoice!.number)
    expect(text).toContain('Rechnung')
  })

  it('bills a business by the company data given at booking, without VAT for a German business', async () => {
    const business = { company: 'Lovelace Analytics GmbH', street: 'Am Hafen 12', postalCode: '20457', city: 'Hamburg' }
    const { id } = await confirmedSession(payload, consulteeToken, {
      billingCountry: 'DE',
      isB2B: true,
      business: { ...business, vatId: 'DE136695976' },
    })
    const document = parseInvoiceDocument((await invoicesOf(id))[0]?.document)
    expect(document.customer).toEqual({
      name: 'Ada Lovelace',
      company: 'Lovelace Analytics GmbH',
      addressLines: ['Am Hafen 12'],
      postalCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      vatId: 'DE136695976',
    })
    expect(document).toMatchObject({ vatCategory: 'reverseCharge', statementKey: 'reverseChargeDomestic', vatCents: 0 })
  })

  it('is read and downloaded by its customer and admins only', async () => {
    const { id, token: consultantToken } = await confirmedSession(payload, consulteeToken)
    const [invoice] = await invoicesOf(id)
    const other = await tokenFor(payload, await createUser(payload, { role: 'USER' }))

    const own = await rest('GET', '/api/invoices', { token: consulteeToken })
    expect((own.json.docs as Invoice[]).map((doc) => doc.id)).toContain(invoice!.id)
    for (const token of [other, consultantToken]) {
      expect((await rest('GET', `/api/invoices/${invoice!.id}`, { token })).status).toBe(404)
      expect((await rest('GET', `/api/invoices/${invoice!.id}/pdf`, { token })).status).toBe(404)
    }
    expect((await rest('GET', `/api/invoices/${invoice!.id}/pdf`)).status).toBe(401)
    expect((await rest('GET', `/api/invoices/${invoice!.id}/exe`, { token: consulteeToken })).status).toBe(404)

    const pdf = await rest('GET', `/api/invoices/${invoice!.id}/pdf`, { token: consulteeToken })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${invoice!.number}.pdf"`)
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const text = (await readBack(pdf.bytes)).pages.join(' ')
    expect(text).toContain(invoice!.number)
    expect(text).toContain('119,00')

    const xml = await rest('GET', `/api/invoices/${invoice!.id}/xml`, { token: adminToken })
    expect(xml.status).toBe(200)
    expect(xml.text).toContain(`<ram:ID>${invoice!.number}</ram:ID>`)
  })

  it('is sent to its customer again by an admin, and by nobody else', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    const [invoice] = await invoicesOf(id)
    const path = `/api/invoices/${invoice!.id}/send`
    expect((await rest('POST', path, { token: consulteeToken })).status).toBe(403)
    expect((await rest('POST', '/api/invoices/999999999/send', { token: adminToken })).status).toBe(404)
    const sent = await rest('POST', path, { token: adminToken })
    expect(sent.status).toBe(200)
    expect(sent.json.message).toBe(`The document was sent to ${consultee.email}.`)
    const mail = mailsTo(consultee).find((sunk) => sunk.subject === `Deine Rechnung ${invoice!.number}`)
    expect(mail?.text).toContain('/consultee/dashboard/payment-history')
    expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice!.number}.pdf`, 'application/pdf'],
    ])
  })

  it('can never be edited or deleted, at any door', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    const [invoice] = await invoicesOf(id)
    const patch = await rest('PATCH', `/api/invoices/${invoice!.id}`, { token: adminToken, body: { totalCents: 1 } })
    expect(patch.status).toBe(403)
    expect((await rest('DELETE', `/api/invoices/${invoice!.id}`, { token: adminToken })).status).toBe(403)
    const created = await rest('POST', '/api/invoices', { token: adminToken, body: invoice })
    expect(created.status).toBe(403)
    await expect(
      payload.update({ collection: 'invoices', id: invoice!.id, data: { totalCents: 1 }, overrideAccess: true }),
    ).rejects.toThrow(/cannot be changed/)
    await expect(payload.delete({ collection: 'invoices', id: invoice!.id, overrideAccess: true })).rejects.toThrow()
    await expect(execute(payload, sql`UPDATE invoices SET total_cents = 1 WHERE id = ${invoice!.id}`)).rejects.toThrow()
    await expect(execute(payload, sql`DELETE FROM invoices WHERE id = ${invoice!.id}`)).rejects.toThrow()
    expect((await payload.findByID({ collection: 'invoices', id: invoice!.id })).totalCents).toBe(11900)
  })

  it('50 captures at once get 50 consecutive numbers, none twice', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Conc', lastName: 'Urrent' })
    const price = { grossCents: 11900, netCents: 10000, vatCents: 1900, totalCents: 11900, vatApplied: true }
    const ids: number[] = []
    for (let index = 0; index < 50; index += 1) {
      const startsAt = new Date(Date.UTC(2032, 0, 1, index))
      const created = await payload.create({
        collection: 'consultations',
        data: {
          consultant: consultant.id,
          user: consultee.id,
          status: 'UPCOMING_PENDING',
          sessionType: '60MINUTES',
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
          consulteeTimezone: 'Europe/Berlin',
          price: { ...price, billingCountry: 'DE' },
          billedTo: { name: 'Ada Lovelace' },
          payment: { provider: 'test', status: 'requires_capture', paymentIntentId: `pi_many_${crypto.randomUUID()}` },
        },
        depth: 0,
      })
      ids.push(created.id)
    }
    await Promise.all(
      ids.map(async (id) => {
        const { payment } = await payload.findByID({ collection: 'consultations', id, depth: 0 })
        await payload.update({
          collection: 'consultations',
          id,
          data: { status: 'UPCOMING_CONFIRMED', payment: { ...payment, status: 'captured' } },
          overrideAccess: true,
        })
      }),
    )
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { consultation: { in: ids } },
      pagination: false,
      depth: 0,
    })
    const sequence = docs.map((doc) => Number(doc.number.slice(-6))).sort((a, b) => a - b)
    expect(sequence).toHaveLength(50)
    expect(sequence.at(-1)! - sequence[0]!).toBe(49)
    expect(new Set(docs.map((doc) => doc.consultation)).size).toBe(50)
  })

  it('is taken back with its number when the transaction recording the capture rolls back', async () => {
    const consultant = await bookableConsultant(payload)
    const id = await requestSession(payload, { consultant, token: consulteeToken })
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({
      collection: 'consultations',
      id,
      data: { status: 'UPCOMING_CONFIRMED', payment: { status: 'captured' } },
      overrideAccess: true,
      req,
    })
    const [issued] = (await payload.find({ collection: 'invoices', where: { consultation: { equals: id } }, req })).docs
    expect(issued?.number).toMatch(/^INV-/)
    await killTransaction(req)
    expect(await invoicesOf(id)).toEqual([])

    // The number went back: the next invoice gets it.
    const next = await confirmedSession(payload, consulteeToken)
    expect((await invoicesOf(next.id))[0]?.number).toBe(issued?.number)
  })
})

describe('the issuer details', () => {
  it('are admin-only, and must make a valid issuer', async () => {
    const consulteeRead = await rest('GET', '/api/globals/invoice-issuer', { token: consulteeToken })
    expect(consulteeRead.status).toBe(403)
    const badVatId = await rest('POST', '/api/globals/invoice-issuer', {
      token: adminToken,
      body: { ...TEST_ISSUER, vatId: 'DE123456789' },
    })
    expect(badVatId.status).toBe(400)
    expect(JSON.stringify(badVatId.json)).toContain('vatId')
    const badCountry = await rest('POST', '/api/globals/invoice-issuer', {
      token: adminToken,
      body: { ...TEST_ISSUER, country: 'XX' },
    })
    expect(badCountry.status).toBe(400)
    const noTaxNumber = await rest('POST', '/api/globals/invoice-issuer', {
      token: adminToken,
      body: { ...TEST_ISSUER, taxNumber: '' },
    })
    expect(noTaxNumber.status).toBe(400)
    const stored = await payload.findGlobal({ slug: 'invoice-issuer' })
    expect(stored).toMatchObject(TEST_ISSUER)
  })

  it('missing: the capture is still recorded, without an invoice', async () => {
    // As on a fresh installation: the global's row is made by the first save.
    await execute(payload, sql`DELETE FROM invoice_issuer`)
    try {
      const { id } = await confirmedSession(payload, consulteeToken)
      const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
      expect(consultation.payment?.status).toBe('captured')
      expect(await invoicesOf(id)).toEqual([])
    } finally {
      await payload.updateGlobal({ slug: 'invoice-issuer', data: TEST_ISSUER })
    }
  })
})

describe('a credit note', () => {
  const refund = async (consultationId: number, amountCents?: number) => {
    const answer = await rest('POST', '/api/consultations/admin/refund', {
      token: adminToken,
      body: { consultationId, ...(amountCents ? { amountCents } : {}) },
    })
    expect(answer.status).toBe(200)
    // The provider's charge.refunded events about these refunds follow; they must credit nothing more.
    await getTestPaymentProvider(payload)!.whenDelivered()
  }

  it('credits each refund against the invoice, once, until all of it is credited', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    await refund(id, 2000)
    await refund(id)
    const [invoice, first, second, ...more] = await invoicesOf(id)
    expect(more).toEqual([])
    for (const note of [first, second]) {
      expect(note).toMatchObject({ kind: 'creditNote', invoice: invoice!.id, user: consultee.id })
      expect(note?.number).toMatch(/^CN-\d{4}-\d{6}$/)
      expect(parseInvoiceDocument(note?.document).precedingInvoiceNumber).toBe(invoice!.number)
    }
    expect([first!.totalCents, second!.totalCents]).toEqual([2000, 9900])
    const [a, b, whole] = [first, second, invoice].map((doc) => parseInvoiceDocument(doc!.document))
    expect(a!.netCents + b!.netCents).toBe(whole!.netCents)
    expect(a!.vatCents + b!.vatCents).toBe(whole!.vatCents)
  })

  it("credits a refund made in the card provider's dashboard", async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    const provider = getTestPaymentProvider(payload)!
    await provider.refund(consultation.payment!.paymentIntentId!, { amountCents: 1190, idempotencyKey: `dash:${id}` })
    await provider.whenDelivered()
    const [, note, ...more] = await invoicesOf(id)
    expect(more).toEqual([])
    expect(note).toMatchObject({ kind: 'creditNote', totalCents: 1190 })
    expect(parseInvoiceDocument(note?.document)).toMatchObject({ netCents: 1000, vatCents: 190 })
  })

  it('is not issued when an authorised payment that was never captured is released', async () => {
    const consultant = await bookableConsultant(payload)
    const id = await requestSession(payload, { consultant, token: consulteeToken })
    expect((await act('user/cancel', consulteeToken, { consultationId: id, userId: consultee.id })).status).toBe(200)
    await getTestPaymentProvider(payload)!.whenDelivered()
    const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(consultation.payment?.status).toBe('cancelled')
    expect(await invoicesOf(id)).toEqual([])
  })
})
