import type { CollectionAfterChangeHook } from 'payload'

import type { Consultation } from '@/payload-types'
import { issueInvoice } from '@/server/invoices/issueInvoice'

/**
 * A captured payment is invoiced in the transaction that records the capture, whichever way it is
 * recorded (the consultant's confirmation, the card provider's event, an admin).
 */
export const issueInvoiceOnCapture: CollectionAfterChangeHook<Consultation> = async ({ doc, previousDoc, req }) => {
  const captured = doc.payment?.status === 'captured' && previousDoc?.payment?.status !== 'captured'
  if (captured) await issueInvoice(req, doc, new Date())
  return doc
}
