import type { Payload } from 'payload'

import { serverUrl } from '../env'
import { escapeHtml } from '../email/html'
import { serverTranslator } from '../i18n'
import { invoiceFile } from './invoiceFiles'
import { parseInvoiceDocument } from '@/domain/invoices'
import type { Invoice } from '@/payload-types'

/** Emails an issued invoice or credit note to its customer, as a PDF, in the document's language. */
export async function sendInvoiceMail(payload: Payload, invoice: Invoice, to: string): Promise<void> {
  const document = parseInvoiceDocument(invoice.document)
  const t = serverTranslator(document.locale, 'email')
  const names = { number: document.number, invoice: document.precedingInvoiceNumber ?? '' }
  const lines = [
    t(`invoice.body.${document.kind}`, names),
    t('invoice.history', { link: `${serverUrl()}/consultee/dashboard/payment-history` }),
  ]
  const file = await invoiceFile(invoice, 'pdf')
  await payload.sendEmail({
    to,
    subject: t(`invoice.subject.${document.kind}`, names),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [{ filename: file.filename, content: Buffer.from(file.bytes), contentType: file.contentType }],
  })
}
