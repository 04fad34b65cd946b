import { formatEuro } from '@/domain/money'
import {
  INVOICE_LABELS,
  calendarDate102,
  formatInvoiceDate,
  parseInvoiceDocument,
  statementText,
  type InvoiceDocument,
  type InvoiceLine,
} from '@/domain/invoices'

import { DOCUMENT_TYPE_CODES, EN16931_GUIDELINE_ID, UNIT_CODE_ONE, ciiAmount, ciiVatCategory } from './ciiCodes'
import { buyerParty, sellerParty } from './ciiParties'
import { headerSettlement } from './ciiSettlement'
import { el, elWith, serializeXml, type XmlElement } from './xmlTree'

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
}

function date102(name: string, instant: string, timeZone: string): XmlElement {
  return el(name, elWith('udt:DateTimeString', { format: '102' }, calendarDate102(instant, timeZone)))
}

/** BT-22 notes: the closing statement, the correction reference, and how the total was settled. */
function notes(doc: InvoiceDocument): string[] {
  const labels = INVOICE_LABELS[doc.locale]
  const euro = (cents: number) => formatEuro(cents, doc.locale)
  const texts = [statementText(doc.statementKey, doc.locale, doc.vatRatePercent)]
  if (doc.precedingInvoiceNumber !== undefined) {
    const date = doc.precedingInvoiceIssueDate
    texts.push(
      labels.correctsInvoice(
        doc.precedingInvoiceNumber,
        date === undefined ? null : formatInvoiceDate(date, doc.locale, doc.timeZone),
      ),
    )
  }
  if (doc.discountCents > 0) texts.push(`${labels.promoDiscount}: ${euro(doc.discountCents)}`)
  if (doc.paidCents > 0) texts.push(`${labels.paid[doc.kind]}: ${euro(doc.paidCents)}`)
  return texts
}

/** BG-25: one session; the quantity is always 1, so the net price is the line's net amount. */
function lineItem(doc: InvoiceDocument, line: InvoiceLine, index: number): XmlElement {
  const category = ciiVatCategory(doc)
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(index + 1))),
    el('ram:SpecifiedTradeProduct', el('ram:Name', line.description)),
    el(
      'ram:SpecifiedLineTradeAgreement',
      el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', ciiAmount(line.netCents))),
    ),
    el(
      'ram:SpecifiedLineTradeDelivery',
      elWith('ram:BilledQuantity', { unitCode: UNIT_CODE_ONE }, String(line.quantity)),
    ),
    el(
      'ram:SpecifiedLineTradeSettlement',
      el(
        'ram:ApplicableTradeTax',
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', category.code),
        category.hasRate && el('ram:RateApplicablePercent', String(doc.vatRatePercent)),
      ),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', ciiAmount(line.netCents))),
    ),
  )
}

/**
 * The document as UN/CEFACT Cross Industry Invoice (D16B) in the Factur-X / ZUGFeRD profile EN 16931:
 * the XML embedded in the PDF, and the XML a business customer downloads for their accounting.
 * Throws InvalidInvoiceDocumentError when the document is malformed or its amounts do not agree.
 */
export function renderInvoiceXml(input: InvoiceDocument): string {
  const doc = parseInvoiceDocument(input)
  const root = elWith(
    'rsm:CrossIndustryInvoice',
    NAMESPACES,
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931_GUIDELINE_ID)),
    ),
    el(
      'rsm:ExchangedDocument',
      el('ram:ID', doc.number),
      el('ram:TypeCode', DOCUMENT_TYPE_CODES[doc.kind]),
      date102('ram:IssueDateTime', doc.issueDate, doc.timeZone),
      notes(doc).map((text) => el('ram:IncludedNote', el('ram:Content', text))),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      doc.lines.map((line, index) => lineItem(doc, line, index)),
      el('ram:ApplicableHeaderTradeAgreement', sellerParty(doc), buyerParty(doc)),
      el(
        'ram:ApplicableHeaderTradeDelivery',
        el('ram:ActualDeliverySupplyChainEvent', date102('ram:OccurrenceDateTime', doc.serviceDate, doc.timeZone)),
      ),
      headerSettlement(doc),
    ),
  )
  return serializeXml(root)
}
