import type { PayloadRequest } from 'payload'

import { promoOf, promoRefusal, type PromoCode, type PromoRefusal } from '@/domain/money'
import { promoCodeNamed, promoRedemptionCounts } from '@/server/queries/booking'

export type PromoLookup =
  { ok: true; promoId: number; promo: PromoCode } | { ok: false; refusal: PromoRefusal | 'UNKNOWN' }

/**
 * Checks `code` for `userId` inside the request's transaction. With `lock`, the code's row stays locked
 * until the transaction ends, so concurrent bookings cannot redeem it past its limits.
 */
export async function lookUpPromo(
  req: PayloadRequest,
  code: string,
  userId: number,
  now: Date,
  lock: boolean,
): Promise<PromoLookup> {
  const row = await promoCodeNamed(req, code, { lock })
  if (!row) return { ok: false, refusal: 'UNKNOWN' }
  // Counted in a statement of its own: after waiting for the lock it sees the redemptions committed meanwhile.
  const usage = await promoRedemptionCounts(req, row.id, userId)
  const refusal = promoRefusal(
    {
      active: row.active !== false,
      validFrom: row.validFrom ? new Date(row.validFrom) : null,
      validUntil: row.validUntil ? new Date(row.validUntil) : null,
      maxRedemptions: row.maxRedemptions,
      oncePerUser: row.oncePerUser !== false,
    },
    { total: usage.total, byThisUser: usage.byUser },
    now,
  )
  if (refusal) return { ok: false, refusal }
  return {
    ok: true,
    promoId: row.id,
    promo: promoOf({ kind: row.kind, percent: row.percent, amountCents: row.amountCents }),
  }
}
