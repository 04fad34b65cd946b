import { INVOICE_LABELS, statementText, type InvoiceDocument } from '@/domain/invoices'
import { formatEuro } from '@/domain/money'

import {
  BODY_SIZE,
  COLORS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  PAGE,
  SMALL_SIZE,
  placeBlock,
  rule,
  setFont,
} from './pdfStyle'

const COLUMNS = {
  position: { x: PAGE.margin, width: 30 },
  description: { x: PAGE.margin + 34, width: CONTENT_WIDTH - 34 - 40 - 100 },
  quantity: { x: PAGE.width - PAGE.margin - 140, width: 36 },
  amount: { x: PAGE.width - PAGE.margin - 100, width: 100 },
} as const

function tableHeader(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const labels = INVOICE_LABELS[doc.locale]
  setFont(pdf, 'bold', SMALL_SIZE).fillColor(COLORS.muted)
  pdf.text(labels.position, COLUMNS.position.x, top, { width: COLUMNS.position.width })
  pdf.text(labels.description, COLUMNS.description.x, top, { width: COLUMNS.description.width })
  pdf.text(labels.quantity, COLUMNS.quantity.x, top, { width: COLUMNS.quantity.width, align: 'right' })
  pdf.text(labels.netAmount, COLUMNS.amount.x, top, { width: COLUMNS.amount.width, align: 'right' })
  pdf.fillColor(COLORS.text)
  const bottom = pdf.y + 4
  rule(pdf, bottom)
  return bottom + 6
}

/** One row per session; the table continues on a new page (with its header) when the page is full. */
export function drawLines(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  let y = tableHeader(pdf, doc, top)
  doc.lines.forEach((line, index) => {
    setFont(pdf, 'regular', BODY_SIZE)
    const height = pdf.heightOfString(line.description, { width: COLUMNS.description.width })
    if (y + height > CONTENT_BOTTOM) {
      pdf.addPage()
      y = tableHeader(pdf, doc, PAGE.margin)
      setFont(pdf, 'regular', BODY_SIZE)
    }
    pdf.text(String(index + 1), COLUMNS.position.x, y, { width: COLUMNS.position.width })
    pdf.text(line.description, COLUMNS.description.x, y, { width: COLUMNS.description.width })
    pdf.text(String(line.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' })
    const amount = formatEuro(line.netCents, doc.locale)
    pdf.text(amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right' })
    y += height + 6
  })
  rule(pdf, y - 2)
  return y + 6
}

/** Net, VAT, gross, promo discount, total, then what was paid and what is still due. */
export function drawTotals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const labels = INVOICE_LABELS[doc.locale]
  const euro = (cents: number) => formatEuro(cents, doc.locale)
  const due = doc.totalCents - doc.paidCents
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: labels.netTotal, value: euro(doc.netCents) },
    { label: labels.vat(doc.vatRatePercent), value: euro(doc.vatCents) },
    { label: labels.grossTotal, value: euro(doc.netCents + doc.vatCents) },
    ...(doc.discountCents > 0 ? [{ label: labels.promoDiscount, value: `-${euro(doc.discountCents)}` }] : []),
    { label: labels.total[doc.kind], value: euro(doc.totalCents), strong: true },
    ...(doc.paidCents > 0 ? [{ label: labels.paid[doc.kind], value: euro(doc.paidCents) }] : []),
    { label: labels.amountDue[doc.kind], value: euro(due) },
  ]
  const labelX = PAGE.width - PAGE.margin - 280
  let y = placeBlock(pdf, top, 18 * rows.length)
  for (const row of rows) {
    if (row.strong) rule(pdf, y - 3, labelX)
    setFont(pdf, row.strong ? 'bold' : 'regular', BODY_SIZE)
    pdf.text(row.label, labelX, y, { width: 170 })
    pdf.text(row.value, PAGE.width - PAGE.margin - 110, y, { width: 110, align: 'right' })
    y = pdf.y + 5
  }
  return y
}

/** The closing statement (VAT note) and, with an amount still due, the payment terms. */
export function drawStatement(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const texts = [statementText(doc.statementKey, doc.locale, doc.vatRatePercent)]
  if (doc.totalCents > doc.paidCents) texts.push(INVOICE_LABELS[doc.locale].dueOnReceipt)
  setFont(pdf, 'regular', BODY_SIZE)
  const body = texts.join('\n')
  const y = placeBlock(pdf, top + 16, pdf.heightOfString(body, { width: CONTENT_WIDTH }))
  pdf.text(body, PAGE.margin, y, { width: CONTENT_WIDTH })
  return pdf.y
}
