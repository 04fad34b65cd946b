import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { parseRecordId } from '@/domain/ids/recordId'
import { notFound, text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'
import { INVOICE_FILE_FORMATS, fileDownload, invoiceFile, type InvoiceFileFormat } from '@/server/invoices/invoiceFiles'
import { sendInvoiceMail } from '@/server/invoices/invoiceMail'
import { readableDocument } from '@/server/invoices/readableDocument'

const isFormat = (value: unknown): value is InvoiceFileFormat =>
  (INVOICE_FILE_FORMATS as readonly unknown[]).includes(value)

/**
 * GET /api/invoices/{id}/pdf and /api/invoices/{id}/xml: an invoice or credit note as a file, for its
 * customer and for admins (the collection's read access decides; anyone else's id is answered as unknown).
 */
export const invoiceFileEndpoint: Endpoint = {
  path: '/:id/:format',
  method: 'get',
  handler: async (req) => {
    const invoice = await readableDocument(req, 'invoices', req.routeParams?.id)
    const format = req.routeParams?.format
    if (!isFormat(format)) throw notFound(text('api', 'invoiceNotFound'))
    return fileDownload(await invoiceFile(invoice, format))
  },
}

/** POST /api/invoices/{id}/send: an admin sends an issued document to its customer again. */
export const sendInvoiceEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    requireCaller(req, { roles: ['ADMIN'] })
    const id = parseRecordId(req.routeParams?.id)
    const invoice =
      id === null
        ? null
        : await req.payload.findByID({
            collection: 'invoices',
            id,
            depth: 1,
            req,
            overrideAccess: true,
            disableErrors: true,
          })
    const customer = invoice && typeof invoice.user === 'object' ? invoice.user : null
    if (!invoice || !customer) throw notFound(text('api', 'invoiceNotFound'))
    await sendInvoiceMail(req.payload, invoice, customer.email)
    return json(200, {
      sent: true,
      message: serverTranslator(requestLocale(req), 'api')('invoiceSent', { email: customer.email }),
    })
  },
}

export const invoiceEndpoints: Endpoint[] = [invoiceFileEndpoint, sendInvoiceEndpoint]
