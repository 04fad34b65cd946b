import { b2bCategory, isVatApplied, type B2bCategory } from './b2b'
import { assertNonNegativeCents } from './cents'
import { MAX_PRICE_CENTS } from './pricing'
import { promoDiscount, type PromoCode } from './promo'
import { consultantEarning } from './share'
import { DE_VAT_RATE_PERCENT, splitGross } from './vat'

export interface QuoteInput {
  /** The consultant's price, gross including 19 % VAT. */
  grossCents: number
  isB2B: boolean
  billingCountry: string | null | undefined
  geoCountry: string | null | undefined
  promo?: PromoCode | null | undefined
}

export interface PriceQuote {
  net: number
  vat: number
  gross: number
  discount: number
  total: number
  vatApplied: boolean
  b2bCategory: B2bCategory | null
  consultantEarning: number
  platformFee: number
}

export function quotePrice(input: QuoteInput): PriceQuote {
  assertNonNegativeCents(input.grossCents, 'grossCents')
  if (input.grossCents > MAX_PRICE_CENTS) {
    throw new RangeError(`grossCents must be at most ${MAX_PRICE_CENTS}, got ${input.grossCents}`)
  }

  // Net is always the price minus 19 % VAT; a VAT-exempt (B2B DE) customer pays net only.
  const split = splitGross(input.grossCents, DE_VAT_RATE_PERCENT)
  const vatApplied = isVatApplied(input)
  const net = split.net
  const vat = vatApplied ? split.vat : 0
  const gross = net + vat
  const discount = input.promo ? promoDiscount(input.promo, gross) : 0
  const earning = consultantEarning(net)

  return {
    net,
    vat,
    gross,
    discount,
    total: gross - discount,
    vatApplied,
    b2bCategory: input.isB2B ? b2bCategory(input.billingCountry, input.geoCountry) : null,
    consultantEarning: earning,
    platformFee: net - earning,
  }
}
