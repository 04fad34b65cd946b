import type { B2bCategory } from '../money'
import type { Locale } from '../locale'
import type { SessionType } from '../scheduling/sessionTypes'
import { formatTimeSpan } from '../time/timeSpan'
import { parseInvoiceDocument } from './consistency'
import type { InvoiceDocument, InvoiceIssuer } from './invoiceDocument'
import { INVOICE_LABELS } from './labels'
import { vatTreatmentFor } from './vatTreatment'

/** A paid session as it was booked and priced (the consultation's stored price and billing data). */
export interface BilledSession {
  sessionType: SessionType
  startsAt: Date
  endsAt: Date
  consultantName: string
  /** The customer's zone: the line's date and the document's dates are read in it. */
  timeZone: string
  price: {
    netCents: number
    vatCents: number
    discountCents: number
    totalCents: number
    vatApplied: boolean
    isB2B: boolean
    b2bCategory: B2bCategory | null
    billingCountry: string
  }
  billedTo: {
    name: string
    company?: string | undefined
    street?: string | undefined
    addressLine2?: string | undefined
    postalCode?: string | undefined
    city?: string | undefined
    vatId?: string | undefined
  }
}

export interface ConsultationInvoiceInput {
  session: BilledSession
  issuer: InvoiceIssuer
  number: string
  issuedAt: Date
  locale: Locale
}

/**
 * The invoice of a captured payment, from the amounts stored at booking (no VAT is computed here): one
 * line for the session, the promo discount as a document-level allowance, paid in full by card.
 */
export function consultationInvoice({ session, issuer, number, issuedAt, locale }: ConsultationInvoiceInput) {
  const { price, billedTo } = session
  const labels = INVOICE_LABELS[locale]
  const when = formatTimeSpan(session.startsAt, session.endsAt, session.timeZone, locale)
  const business = price.isB2B && billedTo.company ? billedTo : null
  const document: InvoiceDocument = {
    kind: 'invoice',
    number,
    issueDate: issuedAt.toISOString(),
    serviceDate: session.startsAt.toISOString(),
    currency: 'EUR',
    issuer,
    customer: {
      name: billedTo.name,
      ...(business?.company ? { company: business.company } : {}),
      addressLines: [billedTo.street, billedTo.addressLine2].filter((line): line is string => !!line),
      ...(billedTo.postalCode ? { postalCode: billedTo.postalCode } : {}),
      ...(billedTo.city ? { city: billedTo.city } : {}),
      country: price.billingCountry,
      ...(business?.vatId ? { vatId: business.vatId } : {}),
    },
    lines: [
      {
        description: labels.sessionLine(labels.session[session.sessionType], session.consultantName, when),
        quantity: 1,
        netCents: price.netCents,
      },
    ],
    ...vatTreatmentFor({ vatApplied: price.vatApplied, b2bCategory: price.isB2B ? price.b2bCategory : null }),
    netCents: price.netCents,
    vatCents: price.vatCents,
    discountCents: price.discountCents,
    totalCents: price.totalCents,
    paidCents: price.totalCents,
    locale,
    timeZone: session.timeZone,
  }
  return parseInvoiceDocument(document)
}
