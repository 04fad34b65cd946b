import { INVOICE_LABELS, type InvoiceDocument } from '@/domain/invoices'

import { COLORS, CONTENT_WIDTH, PAGE, SMALL_SIZE, rule, setFont } from './pdfStyle'

/** The issuer's legal details and the page number at the foot of every page (pages must be buffered). */
export function drawFooters(pdf: PDFKit.PDFDocument, doc: Pick<InvoiceDocument, 'issuer' | 'locale'>): void {
  const labels = INVOICE_LABELS[doc.locale]
  const { issuer } = doc
  const details = [
    [issuer.name, ...issuer.addressLines, `${issuer.postalCode} ${issuer.city}`].join(', '),
    [
      `${labels.taxNumber}: ${issuer.taxNumber}`,
      `${labels.vatId}: ${issuer.vatId}`,
      issuer.legalRegistrationId !== undefined ? `${labels.legalRegistration}: ${issuer.legalRegistrationId}` : null,
    ]
      .filter((part): part is string => part !== null)
      .join(' · '),
  ].join('\n')
  const { start, count } = pdf.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index)
    // Text below the bottom margin would open a new page: the footer is drawn without one.
    pdf.page.margins.bottom = 0
    const top = PAGE.height - PAGE.margin - 30
    rule(pdf, top - 6)
    setFont(pdf, 'regular', SMALL_SIZE).fillColor(COLORS.muted)
    pdf.text(details, PAGE.margin, top, { width: CONTENT_WIDTH - 80 })
    pdf.text(labels.page(index - start + 1, count), PAGE.width - PAGE.margin - 80, top, { width: 80, align: 'right' })
    pdf.fillColor(COLORS.text)
  }
}
