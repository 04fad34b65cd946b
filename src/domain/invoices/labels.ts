import type { Locale } from '../locale'
import type { SessionType } from '../scheduling/sessionTypes'
import type { InvoiceKind, StatementKey } from './invoiceDocument'

export interface InvoiceLabels {
  title: Record<InvoiceKind, string>
  number: Record<InvoiceKind, string>
  issueDate: string
  serviceDate: string
  correctsInvoice: (number: string, date: string | null) => string
  billedTo: string
  contact: string
  taxNumber: string
  vatId: string
  customerVatId: string
  legalRegistration: string
  position: string
  description: string
  quantity: string
  netAmount: string
  netTotal: string
  vat: (ratePercent: number) => string
  grossTotal: string
  promoDiscount: string
  total: Record<InvoiceKind, string>
  paid: Record<InvoiceKind, string>
  amountDue: Record<InvoiceKind, string>
  dueOnReceipt: string
  page: (page: number, pages: number) => string
  session: Record<SessionType, string>
  /** The line of a session: what, with whom, when (as the customer's clock shows it). */
  sessionLine: (session: string, consultant: string, when: string) => string
  /** The line of a credit note: what the refund gives back. */
  refundLine: (invoiced: string) => string
}

const en: InvoiceLabels = {
  title: { invoice: 'Invoice', creditNote: 'Credit note' },
  number: { invoice: 'Invoice number', creditNote: 'Credit note number' },
  issueDate: 'Date of issue',
  serviceDate: 'Service date',
  correctsInvoice: (number, date) => `Corrects invoice ${number}${date ? ` of ${date}` : ''}`,
  billedTo: 'Billed to',
  contact: 'Contact',
  taxNumber: 'Tax number',
  vatId: 'VAT ID',
  customerVatId: 'Customer VAT ID',
  legalRegistration: 'Commercial register',
  position: 'No.',
  description: 'Description',
  quantity: 'Qty',
  netAmount: 'Net amount',
  netTotal: 'Net total',
  vat: (rate) => `VAT ${rate} %`,
  grossTotal: 'Gross total',
  promoDiscount: 'Promo code discount',
  total: { invoice: 'Total', creditNote: 'Total credited' },
  paid: { invoice: 'Paid by card', creditNote: 'Refunded to card' },
  amountDue: { invoice: 'Amount due', creditNote: 'Still to be refunded' },
  dueOnReceipt: 'Payable on receipt without deduction.',
  page: (page, pages) => `Page ${page} of ${pages}`,
  session: {
    '30MINUTES': 'Career consultation, 30 minutes',
    '60MINUTES': 'Career consultation, 60 minutes',
    TRIAL: 'Trial session, 30 minutes',
  },
  sessionLine: (session, consultant, when) => `${session} with ${consultant}, ${when}`,
  refundLine: (invoiced) => `Refund: ${invoiced}`,
}

const de: InvoiceLabels = {
  title: { invoice: 'Rechnung', creditNote: 'Rechnungskorrektur' },
  number: { invoice: 'Rechnungsnummer', creditNote: 'Nummer der Rechnungskorrektur' },
  issueDate: 'Rechnungsdatum',
  serviceDate: 'Leistungsdatum',
  correctsInvoice: (number, date) => `Korrigiert die Rechnung ${number}${date ? ` vom ${date}` : ''}`,
  billedTo: 'Rechnungsempfänger',
  contact: 'Ansprechpartner',
  taxNumber: 'Steuernummer',
  vatId: 'USt-IdNr.',
  customerVatId: 'USt-IdNr. des Leistungsempfängers',
  legalRegistration: 'Handelsregister',
  position: 'Pos.',
  description: 'Beschreibung',
  quantity: 'Menge',
  netAmount: 'Nettobetrag',
  netTotal: 'Summe netto',
  vat: (rate) => `USt. ${rate} %`,
  grossTotal: 'Summe brutto',
  promoDiscount: 'Rabatt (Aktionscode)',
  total: { invoice: 'Gesamtbetrag', creditNote: 'Gutgeschriebener Betrag' },
  paid: { invoice: 'Per Karte bezahlt', creditNote: 'Auf die Karte erstattet' },
  amountDue: { invoice: 'Offener Betrag', creditNote: 'Noch zu erstatten' },
  dueOnReceipt: 'Zahlbar sofort nach Erhalt ohne Abzug.',
  page: (page, pages) => `Seite ${page} von ${pages}`,
  session: {
    '30MINUTES': 'Karriereberatung, 30 Minuten',
    '60MINUTES': 'Karriereberatung, 60 Minuten',
    TRIAL: 'Probesitzung, 30 Minuten',
  },
  sessionLine: (session, consultant, when) => `${session} mit ${consultant}, ${when}`,
  refundLine: (invoiced) => `Erstattung: ${invoiced}`,
}

export const INVOICE_LABELS: Record<Locale, InvoiceLabels> = { en, de }

const statements: Record<Locale, Record<StatementKey, (ratePercent: number) => string>> = {
  en: {
    standardVat: (rate) => `The total includes ${rate} % German VAT.`,
    reverseChargeDomestic: () =>
      'Reverse charge: the recipient of the service is liable for the VAT (section 13b German VAT Act).',
    reverseChargeEu: () =>
      'Reverse charge: the recipient of the service is liable for the VAT (Article 196 of Directive 2006/112/EC).',
    notTaxableOutsideEu: () =>
      'Not subject to German VAT: the service is supplied where the business customer is established (section 3a (2) German VAT Act).',
    smallBusiness: () => 'No VAT is charged under the small-business scheme (section 19 German VAT Act).',
  },
  de: {
    standardVat: (rate) => `Im Gesamtbetrag sind ${rate} % Umsatzsteuer enthalten.`,
    reverseChargeDomestic: () => 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG).',
    reverseChargeEu: () =>
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge-Verfahren, Art. 196 MwStSystRL).',
    notTaxableOutsideEu: () =>
      'Nicht im Inland steuerbare Leistung: Leistungsort ist der Sitz des Leistungsempfängers (§ 3a Abs. 2 UStG).',
    smallBusiness: () => 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  },
}

export function statementText(key: StatementKey, locale: Locale, vatRatePercent: number): string {
  return statements[locale][key](vatRatePercent)
}
