import type { PayloadRequest } from 'payload'

import { creditNoteFor, parseInvoiceDocument } from '@/domain/invoices'
import type { Consultation, Invoice } from '@/payload-types'
import { allocateDocumentNumber } from './numbering'

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * Credits what was refunded of a consultation's invoice and not credited yet, with one credit note in the
 * request's transaction (the one that records the refund): `refundedTotalCents` is all refunded so far, so
 * a refund recorded twice (the action, then the provider's event about it) is credited once. Nothing for a
 * payment that was never invoiced (never captured, or no issuer details then).
 */
export async function issueCreditNote(
  req: PayloadRequest,
  consultation: Consultation,
  refundedTotalCents: number,
  now: Date,
): Promise<Invoice | null> {
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { consultation: { equals: consultation.id } },
    sort: 'id',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const invoice = docs.find((doc) => doc.kind === 'invoice')
  if (!invoice) {
    req.payload.logger.info({ consultationId: consultation.id }, 'invoices: a refund without an invoice to credit')
    return null
  }
  const creditedCents = docs.filter((doc) => doc.kind === 'creditNote').reduce((sum, doc) => sum + doc.totalCents, 0)
  const refundCents = Math.min(refundedTotalCents, invoice.totalCents) - creditedCents
  if (refundCents <= 0) return null
  const number = await allocateDocumentNumber(req, 'creditNote', now)
  const document = creditNoteFor({
    invoice: parseInvoiceDocument(invoice.document),
    number,
    issuedAt: now,
    refundedBeforeCents: creditedCents,
    refundCents,
  })
  return req.payload.create({
    collection: 'invoices',
    data: {
      number,
      kind: 'creditNote',
      user: idOf(invoice.user),
      consultation: consultation.id,
      invoice: invoice.id,
      issuedAt: now.toISOString(),
      totalCents: document.totalCents,
      locale: document.locale,
      document,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
