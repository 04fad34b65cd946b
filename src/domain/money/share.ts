import { assertIntegerCents } from './cents'
import { divideRoundHalfAwayFromZero } from './rounding'

export const CONSULTANT_SHARE_PERCENT = 75

export function consultantEarning(netCents: number): number {
  assertIntegerCents(netCents, 'netCents')
  return divideRoundHalfAwayFromZero(netCents * CONSULTANT_SHARE_PERCENT, 100)
}

export function platformFee(netCents: number): number {
  return netCents - consultantEarning(netCents)
}
