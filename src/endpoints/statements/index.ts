import type { Endpoint } from 'payload'

import { fileDownload } from '@/server/invoices/invoiceFiles'
import { readableDocument } from '@/server/invoices/readableDocument'
import { statementFile } from '@/server/invoices/statementFile'

/** GET /api/statements/{id}/pdf: a monthly statement as a PDF, for its consultant and admins. */
export const statementFileEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: async (req) => {
    const statement = await readableDocument(req, 'statements', req.routeParams?.id)
    return fileDownload(await statementFile(statement))
  },
}

export const statementEndpoints: Endpoint[] = [statementFileEndpoint]
