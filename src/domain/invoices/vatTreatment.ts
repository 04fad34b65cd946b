import { DE_VAT_RATE_PERCENT, type B2bCategory } from '../money'
import type { StatementKey, VatCategory } from './invoiceDocument'

export interface VatTreatment {
  vatCategory: VatCategory
  vatRatePercent: number
  statementKey: StatementKey
}

export interface VatTreatmentInput {
  /** isVatApplied() of the booking, as the price was quoted. */
  vatApplied: boolean
  /** b2bCategory() of a business customer; null for a consumer. */
  b2bCategory: B2bCategory | null
  /** The issuer uses the small-business scheme (§ 19 UStG) and charges no VAT at all. */
  issuerIsSmallBusiness?: boolean
}

/**
 * The document's VAT treatment for a quote the money module already priced. It decides only how the
 * quote is described (category, statement), never an amount.
 * - VAT applied: standard rate.
 * - No VAT for a business customer in Germany or the EU: reverse charge (the customer accounts for the VAT).
 * - No VAT for a business customer outside the EU: not subject to VAT here (place of supply is the
 *   customer's country, § 3a (2) UStG). Category "O" rather than "G": G is the export of goods.
 */
export function vatTreatmentFor({ vatApplied, b2bCategory, issuerIsSmallBusiness }: VatTreatmentInput): VatTreatment {
  if (issuerIsSmallBusiness) {
    return { vatCategory: 'smallBusinessExempt', vatRatePercent: 0, statementKey: 'smallBusiness' }
  }
  if (vatApplied) return { vatCategory: 'standard', vatRatePercent: DE_VAT_RATE_PERCENT, statementKey: 'standardVat' }
  switch (b2bCategory) {
    case 'B2B_DE':
      return { vatCategory: 'reverseCharge', vatRatePercent: 0, statementKey: 'reverseChargeDomestic' }
    case 'B2B_EU':
      return { vatCategory: 'reverseCharge', vatRatePercent: 0, statementKey: 'reverseChargeEu' }
    case 'B2B_NON_EU':
      return { vatCategory: 'notSubjectToVat', vatRatePercent: 0, statementKey: 'notTaxableOutsideEu' }
    case null:
      throw new RangeError('A consumer always pays VAT: no VAT treatment without VAT for a consumer')
  }
}
