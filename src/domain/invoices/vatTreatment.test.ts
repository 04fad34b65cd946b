import { describe, expect, it } from 'vitest'

import { b2bCategory, isVatApplied } from '../money'
import { vatTreatmentFor } from './vatTreatment'

describe('vatTreatmentFor', () => {
  it.each([
    { case: 'consumer', vatApplied: true, category: null, expected: ['standard', 19, 'standardVat'] },
    { case: 'business charged VAT', vatApplied: true, category: 'B2B_EU', expected: ['standard', 19, 'standardVat'] },
    {
      case: 'business in Germany without VAT',
      vatApplied: false,
      category: 'B2B_DE',
      expected: ['reverseCharge', 0, 'reverseChargeDomestic'],
    },
    {
      case: 'business in the EU without VAT',
      vatApplied: false,
      category: 'B2B_EU',
      expected: ['reverseCharge', 0, 'reverseChargeEu'],
    },
    {
      case: 'business outside the EU without VAT',
      vatApplied: false,
      category: 'B2B_NON_EU',
      expected: ['notSubjectToVat', 0, 'notTaxableOutsideEu'],
    },
  ] as const)('$case → $expected', ({ vatApplied, category, expected }) => {
    const [vatCategory, vatRatePercent, statementKey] = expected
    expect(vatTreatmentFor({ vatApplied, b2bCategory: category })).toEqual({
      vatCategory,
      vatRatePercent,
      statementKey,
    })
  })

  it('a small-business issuer charges no VAT, whoever the customer is', () => {
    for (const vatApplied of [true, false]) {
      expect(vatTreatmentFor({ vatApplied, b2bCategory: 'B2B_DE', issuerIsSmallBusiness: true })).toEqual({
        vatCategory: 'smallBusinessExempt',
        vatRatePercent: 0,
        statementKey: 'smallBusiness',
      })
    }
  })

  it('refuses a consumer without VAT: the pricing rules never produce one', () => {
    expect(() => vatTreatmentFor({ vatApplied: false, b2bCategory: null })).toThrow(RangeError)
  })

  it('follows the pricing rules: a business billed or located in Germany gets the domestic reverse charge', () => {
    const context = { isB2B: true, billingCountry: 'FR', geoCountry: 'DE' }
    const treatment = vatTreatmentFor({
      vatApplied: isVatApplied(context),
      b2bCategory: b2bCategory(context.billingCountry, context.geoCountry),
    })
    expect(treatment.statementKey).toBe('reverseChargeDomestic')
  })
})
