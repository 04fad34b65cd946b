import type { PayloadRequest } from 'payload'

import { billingName } from '@/domain/booking/businessBilling'
import { consultationInvoice, type BilledSession } from '@/domain/invoices'
import type { Locale } from '@/domain/locale'
import { displayName } from '@/domain/sessions/noticeContent'
import type { SessionType } from '@/domain/scheduling'
import type { Consultation, Invoice, User } from '@/payload-types'
import { loadIssuer } from './issuer'
import { allocateDocumentNumber } from './numbering'

const idOf = (value: number | User) => (typeof value === 'object' ? value.id : value)

function billedSession(consultation: Consultation, customer: User, consultant: User, locale: Locale): BilledSession {
  const price = consultation.price ?? {}
  const billedTo = consultation.billedTo ?? {}
  const given = (value: string | null | undefined) => value ?? undefined
  return {
    sessionType: consultation.sessionType as SessionType,
    startsAt: new Date(consultation.startsAt),
    endsAt: new Date(consultation.endsAt),
    consultantName: displayName(consultant.firstName, consultant.lastName, locale),
    timeZone: consultation.consulteeTimezone,
    price: {
      netCents: price.netCents ?? 0,
      vatCents: price.vatCents ?? 0,
      discountCents: price.discountCents ?? 0,
      totalCents: price.totalCents ?? 0,
      vatApplied: price.vatApplied ?? true,
      isB2B: price.isB2B ?? false,
      b2bCategory: price.b2bCategory ?? null,
      billingCountry: price.billingCountry ?? 'DE',
    },
    billedTo: {
      // Sessions booked before billing data was kept are billed to the customer's current name.
      name: billedTo.name ?? billingName(customer),
      company: given(billedTo.company),
      street: given(billedTo.street),
      addressLine2: given(billedTo.addressLine2),
      postalCode: given(billedTo.postalCode),
      city: given(billedTo.city),
      vatId: given(billedTo.vatId),
    },
  }
}

/**
 * Issues the invoice of a consultation whose payment was just captured, in the request's transaction (the
 * one that records the capture): a rollback takes back the invoice and its number together. Answers null
 * when the consultation has its invoice already, or when the issuer details are not filled in (logged).
 */
export async function issueInvoice(
  req: PayloadRequest,
  consultation: Consultation,
  now: Date,
): Promise<Invoice | null> {
  const { payload } = req
  const existing = await payload.count({
    collection: 'invoices',
    where: { consultation: { equals: consultation.id }, kind: { equals: 'invoice' } },
    req,
  })
  if (existing.totalDocs > 0) return null
  const issuer = await loadIssuer(req)
  if (!issuer) {
    payload.logger.error(
      { consultationId: consultation.id },
      'invoices: no invoice issued, the issuer details are not filled in',
    )
    return null
  }
  const user = (id: number | User) =>
    payload.findByID({ collection: 'users', id: idOf(id), depth: 0, req, overrideAccess: true })
  const customer = await user(consultation.user)
  const consultant = await user(consultation.consultant)
  const locale: Locale = customer.locale === 'de' ? 'de' : 'en'
  const number = await allocateDocumentNumber(req, 'invoice', now)
  const document = consultationInvoice({
    session: billedSession(consultation, customer, consultant, locale),
    issuer,
    number,
    issuedAt: now,
    locale,
  })
  return payload.create({
    collection: 'invoices',
    data: {
      number,
      kind: 'invoice',
      user: customer.id,
      consultation: consultation.id,
      issuedAt: now.toISOString(),
      totalCents: document.totalCents,
      locale,
      document,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
