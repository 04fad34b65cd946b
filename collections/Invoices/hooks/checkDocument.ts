import type { CollectionBeforeValidateHook } from 'payload'

import { parseInvoiceDocument } from '@/domain/invoices'
import type { Invoice } from '@/payload-types'

/** A document is stored only when it is well-formed and its amounts agree (the same check the PDF makes). */
export const checkDocument: CollectionBeforeValidateHook<Invoice> = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  const document = parseInvoiceDocument(data.document)
  return { ...data, number: document.number, kind: document.kind, totalCents: document.totalCents, document }
}
