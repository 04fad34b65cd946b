export {
  assertIntegerCents,
  assertNonNegativeCents,
  euroOrNull,
  formatEuro,
  isIntegerCents,
  toCents,
  toEuro,
  type MoneyLocale,
} from './cents'
export { divideRoundHalfAwayFromZero } from './rounding'
export { DE_VAT_RATE_PERCENT, splitGross, type GrossSplit } from './vat'
export {
  B2B_CATEGORIES,
  EU_MEMBER_STATES,
  b2bCategory,
  isEuMemberState,
  isVatApplied,
  normalizeCountryCode,
  type B2bCategory,
  type EuMemberState,
  type VatContext,
} from './b2b'
export { CONSULTANT_SHARE_PERCENT, consultantEarning, platformFee } from './share'
export { promoDiscount, type PromoCode } from './promo'
export {
  MAX_PRICE_CENTS,
  MAX_PRICE_EURO,
  PRICE_STEP_EURO,
  PRICING_ORDER_RULES,
  isValidPriceEuro,
  pricingOrderErrors,
  type ConsultantPricing,
  type PricingOrderRule,
} from './pricing'
export { quotePrice, type PriceQuote, type QuoteInput } from './quote'
export {
  PROMO_CODE_PATTERN,
  PROMO_REFUSALS,
  isPromoCodeFormat,
  normalizePromoCode,
  promoOf,
  promoRefusal,
  type PromoRefusal,
  type PromoTerms,
  type PromoUsage,
} from './promoEligibility'
