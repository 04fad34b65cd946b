import type { Payload, Where } from 'payload'

import { toEuro } from '@/domain/money'
import { encodeCursor, type Cursor } from '@/domain/paging'
import { sessionCounterparts } from './sessionCounterparts'
import { invoiceLinksOf, type InvoiceLink } from '@/server/invoices/invoiceLinks'

export type PaymentHistoryItem = {
  consultationId: number
  consultant: { consultantShortId: string | null; firstName: string; lastName: string }
  paymentUpdatedAt: string
  paymentStatus: string
  paymentDetails: { paymentIntentId: string | null; paymentMethodType: string | null }
  price: number
  processingFees: number
  discount: number
  startsAt: string
  sessionType: string
  /** Its invoice and any credit notes, to download. */
  documents: InvoiceLink[]
}

/**
 * The consultee's card payments (authorised at least once), newest first, one page after `after`.
 * Four queries whatever the page size: the consultations, their consultants' names, their profiles, and
 * their invoices.
 */
export async function paymentHistory(
  payload: Payload,
  userId: number,
  limit: number,
  after: Cursor | undefined,
): Promise<{ paymentHistory: PaymentHistoryItem[]; lastEvaluatedKey: string | null }> {
  const where: Where[] = [{ user: { equals: userId } }, { 'payment.authorisedAt': { exists: true } }]
  if (after) {
    where.push({
      or: [
        { 'payment.authorisedAt': { less_than: after.at } },
        { and: [{ 'payment.authorisedAt': { equals: after.at } }, { id: { less_than: after.id } }] },
      ],
    })
  }
  const { docs } = await payload.find({
    collection: 'consultations',
    where: { and: where },
    sort: ['-payment.authorisedAt', '-id'],
    limit: limit + 1,
    pagination: false,
    depth: 0,
    select: { consultant: true, payment: true, price: true, startsAt: true, sessionType: true },
  })
  const page = docs.slice(0, limit)
  const consultantIds = [...new Set(page.map((doc) => doc.consultant as number))]
  const consultants = await sessionCounterparts(payload, consultantIds, true)
  const documents = await invoiceLinksOf(
    payload,
    userId,
    page.map((doc) => ({ id: doc.id, isB2B: doc.price?.isB2B === true })),
  )
  const items = page.map((doc): PaymentHistoryItem => {
    const consultantId = doc.consultant as number
    const price = doc.price ?? {}
    return {
      consultationId: doc.id,
      consultant: {
        consultantShortId: consultants.get(consultantId)?.consultantShortId ?? null,
        firstName: consultants.get(consultantId)?.firstName ?? '',
        lastName: consultants.get(consultantId)?.lastName ?? '',
      },
      paymentUpdatedAt: doc.payment?.updatedAt ?? doc.payment?.authorisedAt ?? '',
      paymentStatus: doc.payment?.status ?? 'unknown',
      paymentDetails: {
        paymentIntentId: doc.payment?.paymentIntentId ?? null,
        paymentMethodType: doc.payment?.methodType ?? null,
      },
      // What the consultee was charged before the discount (net, plus VAT where it applied).
      price: toEuro((price.netCents ?? 0) + (price.vatCents ?? 0)),
      processingFees: toEuro(price.processingFeesCents ?? 0),
      discount: toEuro(price.discountCents ?? 0),
      startsAt: doc.startsAt,
      sessionType: doc.sessionType,
      documents: documents.get(doc.id) ?? [],
    }
  })
  const last = page.at(-1)
  const hasMore = docs.length > limit && last?.payment?.authorisedAt
  return {
    paymentHistory: items,
    lastEvaluatedKey: hasMore ? encodeCursor({ at: last.payment!.authorisedAt!, id: last.id }) : null,
  }
}
