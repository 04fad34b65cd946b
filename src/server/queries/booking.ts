import type { PayloadRequest } from 'payload'

import { isoTime, type RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { Consultation, PromoCode } from '@/payload-types'

type Payment = NonNullable<Consultation['payment']>

/** What a booking's handlers decide on once its row is locked; `user` is the consultee's id. */
export type LockedConsultation = RowOf<Consultation, 'id' | 'user' | 'status' | 'holdExpiresAt'> & {
  paymentIntentId: string | null
  totalCents: number | null
}

/**
 * Locks the consultation FOR UPDATE in the request's transaction, until it ends, and reads it. With
 * `skipLocked`, a row another transaction holds answers nothing at once instead of waiting.
 */
export async function lockConsultation(
  req: PayloadRequest,
  id: number,
  { skipLocked = false }: { skipLocked?: boolean } = {},
): Promise<LockedConsultation | undefined> {
  const [row] = await runSql<LockedConsultation>(
    req,
    sql`SELECT id, user_id AS "user", status, ${isoTime(sql`hold_expires_at`)} AS "holdExpiresAt",
          payment_payment_intent_id AS "paymentIntentId", price_total_cents::float8 AS "totalCents"
        FROM consultations WHERE id = ${id} FOR UPDATE${skipLocked ? sql` SKIP LOCKED` : sql``}`,
  )
  return row
}

/**
 * Stores a new payment intent on a booking that has no payment status yet; false when it has one (then
 * the status transition table must judge the change).
 */
export async function recordFirstPayment(
  req: PayloadRequest,
  id: number,
  payment: Required<Pick<Payment, 'provider' | 'paymentIntentId' | 'status' | 'updatedAt'>>,
): Promise<boolean> {
  const updated = await runSql(
    req,
    sql`UPDATE consultations
        SET payment_provider = ${payment.provider}, payment_payment_intent_id = ${payment.paymentIntentId},
            payment_status = ${payment.status}, payment_updated_at = ${payment.updatedAt}, updated_at = now()
        WHERE id = ${id} AND payment_status IS NULL
        RETURNING id`,
  )
  return updated.length > 0
}

export type PromoCodeRow = RowOf<
  PromoCode,
  'id' | 'kind' | 'percent' | 'amountCents' | 'active' | 'validFrom' | 'validUntil' | 'maxRedemptions' | 'oncePerUser'
>

/** The promo code spelt `code`; with `lock`, its row stays locked until the request's transaction ends. */
export async function promoCodeNamed(
  req: PayloadRequest,
  code: string,
  { lock }: { lock: boolean },
): Promise<PromoCodeRow | undefined> {
  const [row] = await runSql<PromoCodeRow>(
    req,
    sql`SELECT id, kind, percent::float8 AS percent, amount_cents::float8 AS "amountCents", active,
          ${isoTime(sql`valid_from`)} AS "validFrom", ${isoTime(sql`valid_until`)} AS "validUntil",
          max_redemptions::float8 AS "maxRedemptions", once_per_user AS "oncePerUser"
        FROM promo_codes WHERE code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  return row
}

/** How often the promo code was redeemed in all and by `userId`, as the request's transaction sees it now. */
export async function promoRedemptionCounts(
  req: PayloadRequest,
  promoCodeId: number,
  userId: number,
): Promise<{ total: number; byUser: number }> {
  const [row] = await runSql<{ total: number; byUser: number }>(
    req,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE user_id = ${userId}))::int AS "byUser"
        FROM promo_redemptions WHERE promo_code_id = ${promoCodeId}`,
  )
  return row ?? { total: 0, byUser: 0 }
}
