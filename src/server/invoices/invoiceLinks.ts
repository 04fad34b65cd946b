import type { Payload } from 'payload'

import type { InvoiceKind } from '@/domain/invoices'

/** An issued document as the payment history offers it: the PDF always, the XML alone for a business. */
export type InvoiceLink = { id: number; number: string; kind: InvoiceKind; pdfUrl: string; xmlUrl: string | null }

/**
 * The invoices and credit notes of the customer's consultations, by consultation, in the order issued:
 * one query for the whole page.
 */
export async function invoiceLinksOf(
  payload: Payload,
  userId: number,
  consultations: readonly { id: number; isB2B: boolean }[],
): Promise<Map<number, InvoiceLink[]>> {
  const links = new Map<number, InvoiceLink[]>()
  if (consultations.length === 0) return links
  const business = new Set(consultations.filter((consultation) => consultation.isB2B).map(({ id }) => id))
  const { docs } = await payload.find({
    collection: 'invoices',
    where: {
      and: [{ user: { equals: userId } }, { consultation: { in: consultations.map(({ id }) => id) } }],
    },
    sort: ['issuedAt', 'id'],
    pagination: false,
    depth: 0,
    select: { number: true, kind: true, consultation: true },
  })
  for (const doc of docs) {
    const consultationId = doc.consultation as number
    const base = `/api/invoices/${doc.id}`
    const link: InvoiceLink = {
      id: doc.id,
      number: doc.number,
      kind: doc.kind,
      pdfUrl: `${base}/pdf`,
      xmlUrl: business.has(consultationId) ? `${base}/xml` : null,
    }
    links.set(consultationId, [...(links.get(consultationId) ?? []), link])
  }
  return links
}
