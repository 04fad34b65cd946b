import { describe, expect, it } from 'vitest'
import {
  MAX_PRICE_CENTS,
  isValidPriceEuro,
  pricingOrderErrors,
  type ConsultantPricing,
  type PricingOrderRule,
} from './pricing'

describe('isValidPriceEuro', () => {
  it('caps at 4999 euro', () => {
    expect(MAX_PRICE_CENTS).toBe(499900)
  })

  it.each([
    { price: 0, valid: true },
    { price: 0.5, valid: true },
    { price: 0.25, valid: false },
    { price: 0.7, valid: false },
    { price: 1, valid: true },
    { price: 1.5, valid: true },
    { price: 2.25, valid: false },
    { price: 19.99, valid: false },
    { price: 4998.5, valid: true },
    { price: 4999, valid: true },
    { price: 4999.5, valid: false },
    { price: 5000, valid: false },
    { price: -0.5, valid: false },
    { price: -1, valid: false },
    { price: Number.NaN, valid: false },
    { price: Number.POSITIVE_INFINITY, valid: false },
  ])('$price -> $valid', ({ price, valid }) => {
    expect(isValidPriceEuro(price)).toBe(valid)
  })
})

describe('pricingOrderErrors', () => {
  it.each<ConsultantPricing & { errors: PricingOrderRule[] }>([
    { pricing30Min: 50, pricing60Min: 90, pricingTrial: 20, errors: [] },
    { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0.5, errors: [] },
    { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0, errors: [] },
    { pricing30Min: 0, pricing60Min: 90, pricingTrial: 0, errors: [] },
    { pricing30Min: 0, pricing60Min: 0, pricingTrial: 0, errors: [] },
    {
      pricing30Min: 90,
      pricing60Min: 90,
      pricingTrial: 0,
      errors: ['PRICING_30_MIN_NOT_BELOW_60_MIN'],
    },
    {
      pricing30Min: 100,
      pricing60Min: 90,
      pricingTrial: 0,
      errors: ['PRICING_30_MIN_NOT_BELOW_60_MIN'],
    },
    {
      pricing30Min: 50,
      pricing60Min: 0,
      pricingTrial: 0,
      errors: ['PRICING_30_MIN_NOT_BELOW_60_MIN'],
    },
    {
      pricing30Min: 50,
      pricing60Min: 90,
      pricingTrial: 50,
      errors: ['PRICING_TRIAL_NOT_BELOW_30_MIN'],
    },
    {
      pricing30Min: 50,
      pricing60Min: 90,
      pricingTrial: 90,
      errors: ['PRICING_TRIAL_NOT_BELOW_30_MIN', 'PRICING_TRIAL_NOT_BELOW_60_MIN'],
    },
    {
      pricing30Min: 0,
      pricing60Min: 90,
      pricingTrial: 10,
      errors: ['PRICING_TRIAL_NOT_BELOW_30_MIN'],
    },
    {
      pricing30Min: 50,
      pricing60Min: 40,
      pricingTrial: 45,
      errors: ['PRICING_30_MIN_NOT_BELOW_60_MIN', 'PRICING_TRIAL_NOT_BELOW_60_MIN'],
    },
    {
      pricing30Min: 0,
      pricing60Min: 0,
      pricingTrial: 5,
      errors: ['PRICING_TRIAL_NOT_BELOW_30_MIN', 'PRICING_TRIAL_NOT_BELOW_60_MIN'],
    },
  ])('30 min $pricing30Min, 60 min $pricing60Min, trial $pricingTrial -> $errors', ({ errors, ...pricing }) => {
    expect(pricingOrderErrors(pricing)).toEqual(errors)
  })
})
