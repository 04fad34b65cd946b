import PDFDocument from 'pdfkit'

import { INVOICE_LABELS, parseInvoiceDocument, type InvoiceDocument } from '@/domain/invoices'

import { embedFacturX } from './facturXMetadata'
import { drawLines, drawStatement, drawTotals } from './pdfBody'
import { collectPdf } from './pdfBytes'
import { invoiceFonts } from './pdfFonts'
import { drawFooters } from './pdfFooter'
import { drawCustomer, drawHeader } from './pdfHeader'
import { FONT_NAMES, PAGE } from './pdfStyle'
import { renderInvoiceXml } from './renderInvoiceXml'

const DOCUMENT_LANGUAGES = { en: 'en-GB', de: 'de-DE' } as const

/**
 * The document as a PDF/A-3b file (A4, fonts embedded) that carries its CII XML as factur-x.xml: a
 * Factur-X / ZUGFeRD invoice in the EN 16931 profile. `createdAt` is the file's creation time (now by default).
 * Throws InvalidInvoiceDocumentError when the document is malformed or its amounts do not agree.
 */
export async function renderInvoicePdf(input: InvoiceDocument, createdAt: Date = new Date()): Promise<Uint8Array> {
  const doc = parseInvoiceDocument(input)
  const xml = renderInvoiceXml(doc)
  const fonts = invoiceFonts()
  const title = `${INVOICE_LABELS[doc.locale].title[doc.kind]} ${doc.number}`
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: DOCUMENT_LANGUAGES[doc.locale],
    displayTitle: true,
    bufferPages: true,
    // Only values without XML markup: pdfkit copies the info entries into the XMP packet as they are.
    info: { Title: title, Creator: 'CareerBridge', Producer: 'CareerBridge', CreationDate: createdAt },
  })
  const bytes = collectPdf(pdf)
  pdf.registerFont(FONT_NAMES.regular, fonts.regular)
  pdf.registerFont(FONT_NAMES.bold, fonts.bold)

  const headerBottom = drawHeader(pdf, doc)
  const customerBottom = drawCustomer(pdf, doc, headerBottom + 28)
  const linesBottom = drawLines(pdf, doc, customerBottom + 28)
  const totalsBottom = drawTotals(pdf, doc, linesBottom + 4)
  drawStatement(pdf, doc, totalsBottom)
  drawFooters(pdf, doc)

  embedFacturX(pdf, xml, doc.kind, createdAt)
  pdf.end()
  return bytes
}
