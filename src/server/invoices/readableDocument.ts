import type { PayloadRequest } from 'payload'

import { parseRecordId } from '@/domain/ids/recordId'
import type { Invoice, Statement } from '@/payload-types'
import { notFound, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

type Documents = { invoices: Invoice; statements: Statement }

/**
 * The issued document `rawId` names, as the signed-in caller may read it (the collection's read access:
 * its owner and admins); anything else, including someone else's document, is answered as not found.
 */
export async function readableDocument<C extends keyof Documents>(
  req: PayloadRequest,
  collection: C,
  rawId: unknown,
): Promise<Documents[C]> {
  const user = requireCaller(req)
  const id = parseRecordId(rawId)
  const found =
    id === null
      ? null
      : await req.payload.findByID({ collection, id, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!found) throw notFound(text('api', 'invoiceNotFound'))
  return found as Documents[C]
}
