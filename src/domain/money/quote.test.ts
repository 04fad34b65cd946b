import { describe, expect, it } from 'vitest'
import { quotePrice, type PriceQuote, type QuoteInput } from './quote'

const consumerInDe = { isB2B: false, billingCountry: 'DE', geoCountry: 'DE' }

describe('quotePrice', () => {
  // prettier-ignore
  it.each<{ name: string; input: QuoteInput; expected: PriceQuote }>([
    {
      name: 'consumer pays gross incl. VAT',
      input: { grossCents: 11900, ...consumerInDe },
      expected: { net: 10000, vat: 1900, gross: 11900, discount: 0, total: 11900, vatApplied: true, b2bCategory: null, consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'B2B billed in DE pays net only',
      input: { grossCents: 11900, isB2B: true, billingCountry: 'DE', geoCountry: null },
      expected: { net: 10000, vat: 0, gross: 10000, discount: 0, total: 10000, vatApplied: false, b2bCategory: 'B2B_DE', consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'B2B located in DE pays net only',
      input: { grossCents: 11900, isB2B: true, billingCountry: 'US', geoCountry: 'de' },
      expected: { net: 10000, vat: 0, gross: 10000, discount: 0, total: 10000, vatApplied: false, b2bCategory: 'B2B_DE', consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'B2B in AT pays VAT',
      input: { grossCents: 11900, isB2B: true, billingCountry: 'AT', geoCountry: 'AT' },
      expected: { net: 10000, vat: 1900, gross: 11900, discount: 0, total: 11900, vatApplied: true, b2bCategory: 'B2B_EU', consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'B2B outside the EU pays VAT',
      input: { grossCents: 11900, isB2B: true, billingCountry: 'US', geoCountry: null },
      expected: { net: 10000, vat: 1900, gross: 11900, discount: 0, total: 11900, vatApplied: true, b2bCategory: 'B2B_NON_EU', consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'percent promo on net + VAT',
      input: { grossCents: 11900, ...consumerInDe, promo: { kind: 'percent', percent: 10 } },
      expected: { net: 10000, vat: 1900, gross: 11900, discount: 1190, total: 10710, vatApplied: true, b2bCategory: null, consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'fixed promo capped at the price',
      input: { grossCents: 11900, ...consumerInDe, promo: { kind: 'fixed', amountCents: 20000 } },
      expected: { net: 10000, vat: 1900, gross: 11900, discount: 11900, total: 0, vatApplied: true, b2bCategory: null, consultantEarning: 7500, platformFee: 2500 },
    },
    {
      name: 'fixed promo on a B2B DE net price',
      input: { grossCents: 100, isB2B: true, billingCountry: 'DE', geoCountry: 'DE', promo: { kind: 'fixed', amountCents: 30 } },
      expected: { net: 84, vat: 0, gross: 84, discount: 30, total: 54, vatApplied: false, b2bCategory: 'B2B_DE', consultantEarning: 63, platformFee: 21 },
    },
    {
      name: 'free session',
      input: { grossCents: 0, ...consumerInDe, promo: { kind: 'percent', percent: 50 } },
      expected: { net: 0, vat: 0, gross: 0, discount: 0, total: 0, vatApplied: true, b2bCategory: null, consultantEarning: 0, platformFee: 0 },
    },
    {
      name: 'one cent',
      input: { grossCents: 1, isB2B: false, billingCountry: null, geoCountry: null },
      expected: { net: 1, vat: 0, gross: 1, discount: 0, total: 1, vatApplied: true, b2bCategory: null, consultantEarning: 1, platformFee: 0 },
    },
    {
      name: 'Greek B2B (EL) with a 50 % promo on a tie',
      input: { grossCents: 150, isB2B: true, billingCountry: 'el', geoCountry: null, promo: { kind: 'percent', percent: 50 } },
      expected: { net: 126, vat: 24, gross: 150, discount: 75, total: 75, vatApplied: true, b2bCategory: 'B2B_EU', consultantEarning: 95, platformFee: 31 },
    },
    {
      name: 'maximum price, consumer',
      input: { grossCents: 499900, ...consumerInDe, promo: null },
      expected: { net: 420084, vat: 79816, gross: 499900, discount: 0, total: 499900, vatApplied: true, b2bCategory: null, consultantEarning: 315063, platformFee: 105021 },
    },
    {
      name: 'maximum price, B2B DE, 15 % promo',
      input: { grossCents: 499900, isB2B: true, billingCountry: 'DE', geoCountry: null, promo: { kind: 'percent', percent: 15 } },
      expected: { net: 420084, vat: 0, gross: 420084, discount: 63013, total: 357071, vatApplied: false, b2bCategory: 'B2B_DE', consultantEarning: 315063, platformFee: 105021 },
    },
  ])('$name', ({ input, expected }) => {
    expect(quotePrice(input)).toEqual(expected)
  })

  // prettier-ignore
  it.each<{ name: string; input: QuoteInput; message: RegExp }>([
    { name: 'negative price', input: { grossCents: -1, ...consumerInDe }, message: /grossCents must not be negative/ },
    { name: 'fractional cents', input: { grossCents: 1.5, ...consumerInDe }, message: /grossCents must be an integer/ },
    { name: 'NaN price', input: { grossCents: Number.NaN, ...consumerInDe }, message: /grossCents must be an integer/ },
    { name: 'above 4999 euro', input: { grossCents: 499901, ...consumerInDe }, message: /at most 499900/ },
    { name: 'zero percent promo', input: { grossCents: 100, ...consumerInDe, promo: { kind: 'percent', percent: 0 } }, message: /percent/ },
    { name: 'percent promo over 100', input: { grossCents: 100, ...consumerInDe, promo: { kind: 'percent', percent: 101 } }, message: /percent/ },
    { name: 'negative fixed promo', input: { grossCents: 100, ...consumerInDe, promo: { kind: 'fixed', amountCents: -5 } }, message: /amountCents/ },
  ])('rejects $name', ({ input, message }) => {
    expect(() => quotePrice(input)).toThrow(RangeError)
    expect(() => quotePrice(input)).toThrow(message)
  })
})
