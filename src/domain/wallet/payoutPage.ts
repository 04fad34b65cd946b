/** Payout history paging: Stripe's own list parameters, passed through (spec §7 Payouts). */
export const DEFAULT_PAYOUT_PAGE_SIZE = 10
export const MAX_PAYOUT_PAGE_SIZE = 100

export type PayoutPage = { limit: number; startingAfter?: string; endingBefore?: string }

const PAYOUT_ID = /^[A-Za-z0-9_]{1,255}$/

/** The page a query asks for, or null when it is not a valid one (a bad limit, a bad id, both cursors). */
export function payoutPageOf(query: {
  limit?: string | null
  startingAfter?: string | null
  endingBefore?: string | null
}): PayoutPage | null {
  const { limit: rawLimit, startingAfter, endingBefore } = query
  let limit = DEFAULT_PAYOUT_PAGE_SIZE
  if (rawLimit != null && rawLimit !== '') {
    if (!/^\d{1,3}$/.test(rawLimit)) return null
    limit = Number(rawLimit)
    if (limit < 1 || limit > MAX_PAYOUT_PAGE_SIZE) return null
  }
  const after = startingAfter || undefined
  const before = endingBefore || undefined
  if (after && before) return null
  if ((after && !PAYOUT_ID.test(after)) || (before && !PAYOUT_ID.test(before))) return null
  return { limit, ...(after ? { startingAfter: after } : {}), ...(before ? { endingBefore: before } : {}) }
}
