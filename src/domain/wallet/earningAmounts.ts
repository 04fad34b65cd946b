import { assertNonNegativeCents, consultantEarning, divideRoundHalfAwayFromZero, toEuro } from '../money'

/** The earnings view shows VAT at this rate on the consultant's net share (spec §9), whatever the booking's VAT was. */
export const EARNINGS_VIEW_VAT_PERCENT = 19

export type EarningAmounts = { netCents: number; vatCents: number }

/** VAT as the earnings view shows it: 19 % of a net amount, to whole cents. */
export function shownVatCents(netCents: number): number {
  assertNonNegativeCents(netCents, 'netCents')
  return divideRoundHalfAwayFromZero(netCents * EARNINGS_VIEW_VAT_PERCENT, 100)
}

/**
 * What a completed consultation earns its consultant: 75 % of the consultation's net price, VAT shown on top.
 * Null for a session that earned nothing (free or fully discounted to zero net): such a session writes no row.
 */
export function consultationEarning(consultationNetCents: number): EarningAmounts | null {
  assertNonNegativeCents(consultationNetCents, 'consultationNetCents')
  const netCents = consultantEarning(consultationNetCents)
  if (netCents === 0) return null
  return { netCents, vatCents: shownVatCents(netCents) }
}

export type EarningTotals = { count: number; netCents: number; vatCents: number }

export function sumEarnings(rows: readonly EarningAmounts[]): EarningTotals {
  return rows.reduce<EarningTotals>(
    (sum, row) => ({
      count: sum.count + 1,
      netCents: sum.netCents + row.netCents,
      vatCents: sum.vatCents + row.vatCents,
    }),
    { count: 0, netCents: 0, vatCents: 0 },
  )
}

/** Totals at the API's edge: euro with 2 decimals. */
export function totalsInEuro(totals: EarningTotals): { count: number; netAmount: number; VATAmount: number } {
  return { count: totals.count, netAmount: toEuro(totals.netCents), VATAmount: toEuro(totals.vatCents) }
}
