import type { InvoiceDocument, InvoiceKind, VatCategory } from '@/domain/invoices'

/** Factur-X profile EN 16931 ("Comfort"): the document is EN 16931 compliant without extensions. */
export const EN16931_GUIDELINE_ID = 'urn:cen.eu:en16931:2017'

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
export const DOCUMENT_TYPE_CODES: Record<InvoiceKind, string> = { invoice: '380', creditNote: '381' }

/** UN/ECE Rec 20 "one": every line is one session. */
export const UNIT_CODE_ONE = 'C62'

/** UNTDID 4461 48: bank card, the only way a session is paid. */
export const PAYMENT_MEANS_BANK_CARD = '48'

interface CiiVatCategory {
  /** UNTDID 5305 duty/tax/fee category. */
  code: string
  /** VATEX exemption reason code, where the code list has one for the case. */
  exemptionReasonCode?: string
  /** Whether the rate is written: a "not subject to VAT" document carries none (BR-O-05, BR-48). */
  hasRate: boolean
  /** Whether VAT IDs may appear: BR-O-02 keeps them off a "not subject to VAT" document. */
  carriesVatIds: boolean
}

// S: German VAT charged. AE: reverse charge, the customer accounts for the VAT. O: not subject to VAT in
// Germany; chosen over G ("free export item"), which covers the export of goods, not a service whose place
// of supply is abroad. E: exempt, for the small-business scheme, which has no VATEX code of its own.
export const CII_VAT_CATEGORIES: Record<VatCategory, CiiVatCategory> = {
  standard: { code: 'S', hasRate: true, carriesVatIds: true },
  reverseCharge: { code: 'AE', exemptionReasonCode: 'VATEX-EU-AE', hasRate: true, carriesVatIds: true },
  notSubjectToVat: { code: 'O', exemptionReasonCode: 'VATEX-EU-O', hasRate: false, carriesVatIds: false },
  smallBusinessExempt: { code: 'E', hasRate: true, carriesVatIds: true },
}

/** Integer cents as a CII amount with two decimals, without going through floating point. */
export function ciiAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`Amounts are whole non-negative cents, got ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export function ciiVatCategory(doc: Pick<InvoiceDocument, 'vatCategory'>): CiiVatCategory {
  return CII_VAT_CATEGORIES[doc.vatCategory]
}
