import type { InvoiceFont } from './pdfFonts'

/** A4 in PDF points, with 2 cm margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
/** The lowest y a row of the table may start at before it moves to a new page (the footer sits below). */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 60

export const BODY_SIZE = 10
export const SMALL_SIZE = 8

export const COLORS = { text: '#1a1a1a', muted: '#5f6368', rule: '#c8c8c8' } as const

export const FONT_NAMES: Record<InvoiceFont, string> = { regular: 'InvoiceRegular', bold: 'InvoiceBold' }

export function setFont(pdf: PDFKit.PDFDocument, font: InvoiceFont, size: number): PDFKit.PDFDocument {
  return pdf.font(FONT_NAMES[font]).fontSize(size)
}

export function rule(
  pdf: PDFKit.PDFDocument,
  y: number,
  from: number = PAGE.margin,
  to: number = PAGE.width - PAGE.margin,
): void {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
}

/** Where a block of `height` starts: at `top`, or at the top of a new page when it would not fit. */
export function placeBlock(pdf: PDFKit.PDFDocument, top: number, height: number): number {
  if (top + height <= CONTENT_BOTTOM) return top
  pdf.addPage()
  return PAGE.margin
}
