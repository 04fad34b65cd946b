import { INVOICE_LABELS, calendarDate102, statementText, type InvoiceDocument } from '@/domain/invoices'

import { PAYMENT_MEANS_BANK_CARD, ciiAmount, ciiVatCategory } from './ciiCodes'
import { el, elWith, type XmlElement } from './xmlTree'

function amount(name: string, cents: number, currency?: string): XmlElement {
  return elWith(name, currency === undefined ? {} : { currencyID: currency }, ciiAmount(cents))
}

/** BG-23: the one VAT breakdown (every line shares the document's treatment). */
function vatBreakdown(doc: InvoiceDocument): XmlElement {
  const category = ciiVatCategory(doc)
  const exempt = doc.vatCategory !== 'standard'
  return el(
    'ram:ApplicableTradeTax',
    amount('ram:CalculatedAmount', doc.vatCents),
    el('ram:TypeCode', 'VAT'),
    exempt && el('ram:ExemptionReason', statementText(doc.statementKey, doc.locale, doc.vatRatePercent)),
    amount('ram:BasisAmount', doc.netCents),
    el('ram:CategoryCode', category.code),
    category.exemptionReasonCode !== undefined && el('ram:ExemptionReasonCode', category.exemptionReasonCode),
    category.hasRate && el('ram:RateApplicablePercent', String(doc.vatRatePercent)),
  )
}

/**
 * BG-22 totals. The promo discount is taken off after VAT (total = net + VAT - discount), so it must not
 * lower the VAT base as a document allowance (BG-20) would. It is written as an amount already paid
 * (BT-113), like a voucher, together with what the customer paid by card; the rest is due (BT-115).
 */
function monetarySummation(doc: InvoiceDocument): XmlElement {
  const grandTotal = doc.netCents + doc.vatCents
  const prepaid = doc.discountCents + doc.paidCents
  return el(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    amount('ram:LineTotalAmount', doc.netCents),
    amount('ram:TaxBasisTotalAmount', doc.netCents),
    amount('ram:TaxTotalAmount', doc.vatCents, doc.currency),
    amount('ram:GrandTotalAmount', grandTotal),
    prepaid > 0 && amount('ram:TotalPrepaidAmount', prepaid),
    amount('ram:DuePayableAmount', grandTotal - prepaid),
  )
}

function precedingInvoice(doc: InvoiceDocument): XmlElement | false {
  if (doc.precedingInvoiceNumber === undefined) return false
  return el(
    'ram:InvoiceReferencedDocument',
    el('ram:IssuerAssignedID', doc.precedingInvoiceNumber),
    doc.precedingInvoiceIssueDate !== undefined &&
      el(
        'ram:FormattedIssueDateTime',
        elWith('qdt:DateTimeString', { format: '102' }, calendarDate102(doc.precedingInvoiceIssueDate, doc.timeZone)),
      ),
  )
}

export function headerSettlement(doc: InvoiceDocument): XmlElement {
  const due = doc.totalCents - doc.paidCents
  return el(
    'ram:ApplicableHeaderTradeSettlement',
    el('ram:InvoiceCurrencyCode', doc.currency),
    el('ram:SpecifiedTradeSettlementPaymentMeans', el('ram:TypeCode', PAYMENT_MEANS_BANK_CARD)),
    vatBreakdown(doc),
    // BR-CO-25: an amount still due needs payment terms.
    due > 0 && el('ram:SpecifiedTradePaymentTerms', el('ram:Description', INVOICE_LABELS[doc.locale].dueOnReceipt)),
    monetarySummation(doc),
    precedingInvoice(doc),
  )
}
