import PDFDocument from 'pdfkit'

import {
  STATEMENT_LABELS,
  formatInvoiceDate,
  formatShortInvoiceDate,
  statementDocumentSchema,
  type StatementDocument,
} from '@/domain/invoices'
import { formatEuro } from '@/domain/money'

import { collectPdf } from './pdfBytes'
import { invoiceFonts } from './pdfFonts'
import { drawFooters } from './pdfFooter'
import { BODY_SIZE, COLORS, CONTENT_WIDTH, FONT_NAMES, PAGE, SMALL_SIZE, placeBlock, rule, setFont } from './pdfStyle'

const COLUMNS = { date: 80, net: 75, vat: 65 } as const
const DESCRIPTION_WIDTH = CONTENT_WIDTH - COLUMNS.date - COLUMNS.net - COLUMNS.vat

function drawHead(pdf: PDFKit.PDFDocument, doc: StatementDocument): number {
  const labels = STATEMENT_LABELS[doc.locale]
  const date = (instant: string) => formatInvoiceDate(instant, doc.locale, doc.timeZone)
  const lastDay = new Date(new Date(doc.periodEnd).getTime() - 1).toISOString()
  setFont(pdf, 'bold', 14).text(doc.issuer.name, PAGE.margin, PAGE.margin, { width: 220 })
  setFont(pdf, 'bold', 20).text(labels.title, PAGE.margin + 220, PAGE.margin, {
    width: CONTENT_WIDTH - 220,
    align: 'right',
  })
  const facts: [string, string][] = [
    [labels.number, doc.number],
    [labels.issueDate, date(doc.issueDate)],
    [labels.period, `${date(doc.periodStart)} – ${date(lastDay)}`],
  ]
  for (const [label, value] of facts) {
    setFont(pdf, 'regular', BODY_SIZE).text(`${label}: ${value}`, PAGE.margin + 220, pdf.y + 3, {
      width: CONTENT_WIDTH - 220,
      align: 'right',
    })
  }
  const top = pdf.y + 24
  setFont(pdf, 'regular', SMALL_SIZE).fillColor(COLORS.muted).text(labels.supplier, PAGE.margin, top)
  pdf.fillColor(COLORS.text)
  setFont(pdf, 'bold', BODY_SIZE).text(doc.consultant.name, PAGE.margin, pdf.y + 2)
  const lines = [
    doc.consultant.email,
    doc.consultant.taxIdentificationNumber
      ? `${labels.taxIdentificationNumber}: ${doc.consultant.taxIdentificationNumber}`
      : null,
    doc.consultant.vatId ? `${labels.vatId}: ${doc.consultant.vatId}` : null,
    `${labels.recipient}: ${doc.issuer.name}`,
  ].filter((line): line is string => line !== null)
  setFont(pdf, 'regular', BODY_SIZE).text(lines.join('\n'), PAGE.margin, pdf.y)
  return pdf.y + 20
}

function drawRow(pdf: PDFKit.PDFDocument, cells: [string, string, string, string], top: number, bold = false) {
  const font = bold ? 'bold' : 'regular'
  setFont(pdf, font, BODY_SIZE)
  const height = Math.max(
    pdf.heightOfString(cells[0], { width: COLUMNS.date - 8 }),
    pdf.heightOfString(cells[1], { width: DESCRIPTION_WIDTH - 8 }),
  )
  const y = placeBlock(pdf, top, height + 6)
  let x = PAGE.margin
  pdf.text(cells[0], x, y, { width: COLUMNS.date - 8 })
  x += COLUMNS.date
  pdf.text(cells[1], x, y, { width: DESCRIPTION_WIDTH - 8 })
  x += DESCRIPTION_WIDTH
  pdf.text(cells[2], x, y, { width: COLUMNS.net - 4, align: 'right' })
  x += COLUMNS.net
  pdf.text(cells[3], x, y, { width: COLUMNS.vat, align: 'right' })
  return y + height + 6
}

/** A consultant's monthly statement (Gutschrift) as a PDF: the month's ledger rows and their totals. */
export async function renderStatementPdf(input: StatementDocument, createdAt: Date): Promise<Uint8Array> {
  const doc = statementDocumentSchema.parse(input)
  const labels = STATEMENT_LABELS[doc.locale]
  const euro = (cents: number) => formatEuro(cents, doc.locale)
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: doc.locale,
    info: { Title: `${labels.title} ${doc.number}`, Creator: 'CareerBridge', CreationDate: createdAt },
  })
  const bytes = collectPdf(pdf)
  const fonts = invoiceFonts()
  pdf.registerFont(FONT_NAMES.regular, fonts.regular)
  pdf.registerFont(FONT_NAMES.bold, fonts.bold)

  let y = drawRow(pdf, [labels.date, labels.description, labels.net, labels.vat], drawHead(pdf, doc), true)
  rule(pdf, y - 2)
  for (const row of doc.rows) {
    const date = formatShortInvoiceDate(row.date, doc.locale, doc.timeZone)
    y = drawRow(pdf, [date, labels.row(row.kind, row.counterpart), euro(row.netCents), euro(row.vatCents)], y + 2)
  }
  if (doc.rows.length === 0) {
    setFont(pdf, 'regular', BODY_SIZE).text(labels.empty, PAGE.margin, y + 4)
    y = pdf.y
  }
  rule(pdf, y + 2)
  y = drawRow(pdf, ['', labels.netTotal, euro(doc.netCents), ''], y + 8)
  y = drawRow(pdf, ['', labels.vatTotal, '', euro(doc.vatCents)], y)
  y = drawRow(pdf, ['', labels.total, euro(doc.netCents + doc.vatCents), ''], y, true)
  setFont(pdf, 'regular', SMALL_SIZE).fillColor(COLORS.muted)
  pdf.text(labels.closing, PAGE.margin, placeBlock(pdf, y + 16, 40), { width: CONTENT_WIDTH })
  pdf.fillColor(COLORS.text)
  drawFooters(pdf, doc)
  pdf.end()
  return bytes
}
