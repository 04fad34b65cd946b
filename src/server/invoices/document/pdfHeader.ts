import { countryName } from '@/domain/catalogue/countryNames'
import { INVOICE_LABELS, formatInvoiceDate, type InvoiceDocument } from '@/domain/invoices'

import { BODY_SIZE, COLORS, PAGE, SMALL_SIZE, setFont } from './pdfStyle'

const ISSUER_WIDTH = 210
const FACTS_WIDTH = 260
const LABEL_WIDTH = 140

function cityLine(postalCode: string | undefined, city: string | undefined): string | null {
  const line = [postalCode, city].filter(Boolean).join(' ')
  return line === '' ? null : line
}

/** Issuer at the top left, the document's title, number and dates at the top right. */
export function drawHeader(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): number {
  const labels = INVOICE_LABELS[doc.locale]
  const { issuer } = doc
  const left = PAGE.margin
  const top = PAGE.margin

  setFont(pdf, 'bold', 14).text(issuer.name, left, top, { width: ISSUER_WIDTH })
  const issuerLines = [
    ...issuer.addressLines,
    cityLine(issuer.postalCode, issuer.city),
    countryName(issuer.country, doc.locale),
  ].filter((line): line is string => line !== null)
  setFont(pdf, 'regular', SMALL_SIZE).fillColor(COLORS.muted)
  pdf.text(issuerLines.join('\n'), left, pdf.y + 4, { width: ISSUER_WIDTH })
  const issuerBottom = pdf.y
  pdf.fillColor(COLORS.text)

  const rightX = PAGE.width - PAGE.margin - FACTS_WIDTH
  const title = labels.title[doc.kind]
  setFont(pdf, 'bold', 20)
  // A long title ('Rechnungskorrektur') is set smaller rather than broken over two lines.
  pdf.fontSize(Math.min(20, (20 * FACTS_WIDTH) / pdf.widthOfString(title)))
  pdf.text(title, rightX, top, { width: FACTS_WIDTH, align: 'right' })
  const date = (instant: string) => formatInvoiceDate(instant, doc.locale, doc.timeZone)
  const facts: [string, string][] = [
    [labels.number[doc.kind], doc.number],
    [labels.issueDate, date(doc.issueDate)],
    [labels.serviceDate, date(doc.serviceDate)],
  ]
  let y = pdf.y + 6
  for (const [label, value] of facts) {
    setFont(pdf, 'regular', BODY_SIZE).fillColor(COLORS.muted)
    pdf.text(label, rightX, y, { width: LABEL_WIDTH })
    const labelBottom = pdf.y
    setFont(pdf, 'bold', BODY_SIZE).fillColor(COLORS.text)
    pdf.text(value, rightX + LABEL_WIDTH, y, { width: FACTS_WIDTH - LABEL_WIDTH, align: 'right' })
    y = Math.max(labelBottom, pdf.y) + 3
  }
  if (doc.precedingInvoiceNumber !== undefined) {
    const precedingDate = doc.precedingInvoiceIssueDate
    const reference = labels.correctsInvoice(
      doc.precedingInvoiceNumber,
      precedingDate === undefined ? null : date(precedingDate),
    )
    setFont(pdf, 'regular', BODY_SIZE).text(reference, rightX, y + 2, { width: FACTS_WIDTH, align: 'right' })
    y = pdf.y
  }
  return Math.max(issuerBottom, y)
}

/** The customer's block: company (with the person as contact) or the person, address and VAT ID. */
export function drawCustomer(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const labels = INVOICE_LABELS[doc.locale]
  const { customer } = doc
  const left = PAGE.margin
  setFont(pdf, 'regular', SMALL_SIZE).fillColor(COLORS.muted).text(labels.billedTo, left, top)
  pdf.fillColor(COLORS.text)
  setFont(pdf, 'bold', BODY_SIZE).text(customer.company ?? customer.name, left, pdf.y + 2, { width: 280 })
  const lines = [
    customer.company !== undefined ? `${labels.contact}: ${customer.name}` : null,
    ...customer.addressLines,
    cityLine(customer.postalCode, customer.city),
    countryName(customer.country, doc.locale),
    customer.vatId !== undefined ? `${labels.customerVatId}: ${customer.vatId}` : null,
  ].filter((line): line is string => line !== null)
  setFont(pdf, 'regular', BODY_SIZE).text(lines.join('\n'), left, pdf.y, { width: 280 })
  return pdf.y
}
