import type { CollectionAfterChangeHook } from 'payload'

import type { Consultation } from '@/payload-types'
import { issueCreditNote } from '@/server/invoices/issueCreditNote'
import { recordRefund } from '@/server/wallet/recordRefund'

/**
 * A rise of the refunded total, whichever way the refund was made (an admin, a resolved issue, a
 * cancellation, the card provider's dashboard), is credited in the transaction that records it: a credit
 * note against the invoice, and the consultant's share taken off their earning.
 */
export const creditRefunds: CollectionAfterChangeHook<Consultation> = async ({ doc, previousDoc, req }) => {
  const before = previousDoc?.payment?.refundedCents ?? 0
  const after = doc.payment?.refundedCents ?? 0
  if (after <= before) return doc
  await issueCreditNote(req, doc, after, new Date())
  await recordRefund(req, doc, { refundId: `upto-${after}`, amountCents: after - before })
  return doc
}
