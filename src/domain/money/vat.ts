import { assertIntegerCents } from './cents'
import { divideRoundHalfAwayFromZero } from './rounding'

export const DE_VAT_RATE_PERCENT = 19

export interface GrossSplit {
  net: number
  vat: number
  gross: number
}

/** Consultant prices are gross; net = gross / (1 + rate) to whole cents, VAT = gross - net. */
export function splitGross(grossCents: number, ratePercent: number = DE_VAT_RATE_PERCENT): GrossSplit {
  assertIntegerCents(grossCents, 'grossCents')
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`ratePercent must be an integer from 0 to 100, got ${ratePercent}`)
  }
  const net = divideRoundHalfAwayFromZero(grossCents * 100, 100 + ratePercent)
  return { net, vat: grossCents - net, gross: grossCents }
}
