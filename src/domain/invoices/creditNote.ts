import { parseInvoiceDocument } from './consistency'
import type { InvoiceDocument } from './invoiceDocument'
import { INVOICE_LABELS } from './labels'

export interface DocumentAmounts {
  netCents: number
  vatCents: number
  discountCents: number
  totalCents: number
}

/** The part of an invoice's amounts that `refundedCents` of its total stands for (net + VAT − discount = refunded). */
function shareOf(invoice: DocumentAmounts, refundedCents: number): DocumentAmounts {
  if (invoice.totalCents === 0) return { netCents: 0, vatCents: 0, discountCents: 0, totalCents: 0 }
  const part = (cents: number) => Math.round((cents * refundedCents) / invoice.totalCents)
  const vatCents = part(invoice.vatCents)
  const discountCents = part(invoice.discountCents)
  return { netCents: refundedCents - vatCents + discountCents, vatCents, discountCents, totalCents: refundedCents }
}

/**
 * What a refund of `refundCents` credits of an invoice, after `refundedBeforeCents` were credited already:
 * the invoice's own net, VAT and discount in proportion (no VAT is computed anew), taken as the difference
 * of running totals, so that partial credit notes add up to exactly the invoice and never exceed it.
 */
export function creditedAmounts(
  invoice: DocumentAmounts,
  refundedBeforeCents: number,
  refundCents: number,
): DocumentAmounts {
  const before = Math.min(refundedBeforeCents, invoice.totalCents)
  const after = Math.min(refundedBeforeCents + refundCents, invoice.totalCents)
  const [from, to] = [shareOf(invoice, before), shareOf(invoice, after)]
  return {
    netCents: to.netCents - from.netCents,
    vatCents: to.vatCents - from.vatCents,
    discountCents: to.discountCents - from.discountCents,
    totalCents: to.totalCents - from.totalCents,
  }
}

export interface CreditNoteInput {
  invoice: InvoiceDocument
  number: string
  issuedAt: Date
  refundedBeforeCents: number
  refundCents: number
}

/** The credit note of a refund: the invoice's parties, treatment and language, refunded to the card. */
export function creditNoteFor({ invoice, number, issuedAt, refundedBeforeCents, refundCents }: CreditNoteInput) {
  const amounts = creditedAmounts(invoice, refundedBeforeCents, refundCents)
  const labels = INVOICE_LABELS[invoice.locale]
  const description = invoice.lines.map((line) => line.description).join('; ')
  return parseInvoiceDocument({
    ...invoice,
    kind: 'creditNote',
    number,
    issueDate: issuedAt.toISOString(),
    lines: [{ description: labels.refundLine(description).slice(0, 200), quantity: 1, netCents: amounts.netCents }],
    ...amounts,
    paidCents: amounts.totalCents,
    precedingInvoiceNumber: invoice.number,
    precedingInvoiceIssueDate: invoice.issueDate,
  } satisfies InvoiceDocument)
}
