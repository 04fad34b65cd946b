import { parseInvoiceDocument } from '@/domain/invoices'
import type { Invoice } from '@/payload-types'
import { renderInvoicePdf } from './document/renderInvoicePdf'
import { renderInvoiceXml } from './document/renderInvoiceXml'

export const INVOICE_FILE_FORMATS = ['pdf', 'xml'] as const
export type InvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number]

export type InvoiceFile = { filename: string; contentType: string; bytes: Uint8Array }

/**
 * An issued document as a file: the Factur-X PDF (with its XML inside), or the EN 16931 CII XML alone (what
 * a buyer's ERP or an XRechnung inbox reads). Rendered from the stored document, with the issue time as the
 * PDF's creation time, so every download of one invoice is the same file.
 */
export async function invoiceFile(invoice: Pick<Invoice, 'document' | 'issuedAt'>, format: InvoiceFileFormat) {
  const document = parseInvoiceDocument(invoice.document)
  const file: InvoiceFile =
    format === 'pdf'
      ? {
          filename: `${document.number}.pdf`,
          contentType: 'application/pdf',
          bytes: await renderInvoicePdf(document, new Date(invoice.issuedAt)),
        }
      : {
          filename: `${document.number}.xml`,
          contentType: 'application/xml; charset=utf-8',
          bytes: new TextEncoder().encode(renderInvoiceXml(document)),
        }
  return file
}

/** A document file as a download: private to the signed-in caller, never stored by a cache. */
export function fileDownload(file: InvoiceFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
