import { beforeAll, describe, expect, it } from 'vitest'

import { INVOICE_LABELS, InvalidInvoiceDocumentError, statementText } from '@/domain/invoices'
import { formatEuro } from '@/domain/money'
import { SAMPLE_CUSTOMERS, sampleDocument } from '../../../../tests/fixtures/einvoice/sampleDocuments'
import { readBack, type ReadBack } from '../../../../tests/fixtures/einvoice/readBack'
import { sampleScenarios } from '../../../../tests/fixtures/einvoice/sampleScenarios'

import { renderInvoicePdf } from './renderInvoicePdf'
import { renderInvoiceXml } from './renderInvoiceXml'

const spaced = (text: string) => text.replace(/\s+/g, ' ')

describe.each(sampleScenarios())('PDF for $name', ({ doc }) => {
  let read: ReadBack
  beforeAll(async () => {
    read = await readBack(await renderInvoicePdf(doc, new Date('2026-03-29T08:00:00Z')))
  }, 20_000)

  it('shows the title, number, dates, amounts and closing statement a reader needs', () => {
    const labels = INVOICE_LABELS[doc.locale]
    const text = read.pages.join(' ')
    const euro = (cents: number) => spaced(formatEuro(cents, doc.locale))
    const expected = [
      labels.title[doc.kind],
      doc.number,
      doc.locale === 'de' ? '29. März 2026' : '29 March 2026',
      ...doc.lines.map((line) => line.description),
      `${labels.netTotal} ${euro(doc.netCents)}`,
      `${labels.vat(doc.vatRatePercent)} ${euro(doc.vatCents)}`,
      `${labels.grossTotal} ${euro(doc.netCents + doc.vatCents)}`,
      `${labels.total[doc.kind]} ${euro(doc.totalCents)}`,
      spaced(statementText(doc.statementKey, doc.locale, doc.vatRatePercent)),
    ]
    if (doc.discountCents > 0) expected.push(`${labels.promoDiscount} -${euro(doc.discountCents)}`)
    if (doc.precedingInvoiceNumber !== undefined) expected.push(doc.precedingInvoiceNumber)
    for (const part of expected) expect(text).toContain(part)
  })

  it('embeds its CII XML as factur-x.xml, associated as the Alternative of the document', () => {
    const attachment = read.attachments?.['factur-x.xml']
    expect(new TextDecoder().decode(attachment?.content)).toBe(renderInvoiceXml(doc))
    expect(read.raw).toMatch(/\/AF \[\s*\d+ 0 R\s*\]/)
    expect(read.raw).toMatch(/\/AFRelationship \/Alternative/)
    expect(read.raw).toMatch(/\/Subtype \/text#2Fxml/i)
  })

  it('declares PDF/A-3b and Factur-X EN 16931 in its XMP metadata, with an sRGB output intent', () => {
    expect(read.xmp).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(read.xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>')
    expect(read.xmp).toContain('<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<')
    expect(read.xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>')
    expect(read.xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>')
    expect(read.raw).toMatch(/\/S \/GTS_PDFA1/)
  })

  it('embeds every font it uses (PDF/A): no standard font without its file', () => {
    expect(read.raw.match(/\/FontFile2 /g)?.length).toBe(2)
    expect(read.raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/)
  })
})

describe('renderInvoicePdf', () => {
  it('continues the table on a second page and numbers the pages', async () => {
    const doc = sampleDocument({
      customer: SAMPLE_CUSTOMERS.consumerDe,
      isB2B: false,
      sessions: Array.from({ length: 40 }, (_, index) => ({ description: `Session ${index + 1}`, grossCents: 3333 })),
    })
    const { pages } = await readBack(await renderInvoicePdf(doc))
    expect(pages).toHaveLength(2)
    expect(pages[0]).toContain('Page 1 of 2')
    expect(pages[1]).toContain('Session 40')
    expect(pages[1]).toContain(`Total ${formatEuro(doc.totalCents, 'en')}`)
  }, 20_000)

  it('refuses an inconsistent document instead of printing it', async () => {
    const doc = sampleDocument({
      customer: SAMPLE_CUSTOMERS.consumerDe,
      isB2B: false,
      sessions: [{ description: 'Career consultation', grossCents: 3333 }],
    })
    await expect(renderInvoicePdf({ ...doc, vatCents: doc.vatCents + 100 })).rejects.toThrow(
      InvalidInvoiceDocumentError,
    )
  })
})
