import type { Endpoint } from 'payload'

import { parseRecordId } from '@/domain/ids/recordId'
import { notFound, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { fileDownload } from '@/server/invoices/invoiceFiles'
import { statementFile } from '@/server/invoices/statementFile'

/** GET /api/statements/{id}/pdf: a monthly statement as a PDF, for its consultant and admins. */
export const statementFileEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req)
    const id = parseRecordId(req.routeParams?.id)
    const statement =
      id === null
        ? null
        : await req.payload.findByID({
            collection: 'statements',
            id,
            depth: 0,
            overrideAccess: false,
            user,
            req,
            disableErrors: true,
          })
    if (!statement) throw notFound(text('api', 'invoiceNotFound'))
    return fileDownload(await statementFile(statement))
  },
}

export const statementEndpoints: Endpoint[] = [statementFileEndpoint]
