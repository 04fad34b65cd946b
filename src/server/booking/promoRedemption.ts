import type { PayloadRequest } from 'payload'

import { promoOf, promoRefusal, type PromoCode, type PromoRefusal } from '@/domain/money'
import { executeInRequest, sql } from '@/server/db/sql'

type PromoRow = {
  id: number
  kind: string
  percent: number | null
  amount_cents: number | null
  active: boolean | null
  valid_from: string | null
  valid_until: string | null
  max_redemptions: number | null
  once_per_user: boolean | null
}

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
  const [row] = await executeInRequest<PromoRow>(
    req,
    sql`SELECT id, kind, percent, amount_cents, active, valid_from, valid_until, max_redemptions, once_per_user
        FROM promo_codes WHERE code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  if (!row) return { ok: false, refusal: 'UNKNOWN' }
  // Counted in a statement of its own: after waiting for the lock it sees the redemptions committed meanwhile.
  const [usage] = await executeInRequest<{ total: number; mine: number }>(
    req,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE user_id = ${userId}))::int AS mine
        FROM promo_redemptions WHERE promo_code_id = ${row.id}`,
  )
  const refusal = promoRefusal(
    {
      active: row.active !== false,
      validFrom: row.valid_from ? new Date(row.valid_from) : null,
      validUntil: row.valid_until ? new Date(row.valid_until) : null,
      maxRedemptions: row.max_redemptions == null ? null : Number(row.max_redemptions),
      oncePerUser: row.once_per_user !== false,
    },
    { total: usage?.total ?? 0, byThisUser: usage?.mine ?? 0 },
    now,
  )
  if (refusal) return { ok: false, refusal }
  return {
    ok: true,
    promoId: row.id,
    promo: promoOf({
      kind: row.kind,
      percent: row.percent == null ? null : Number(row.percent),
      amountCents: row.amount_cents == null ? null : Number(row.amount_cents),
    }),
  }
}
