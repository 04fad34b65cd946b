import type { Payload } from 'payload'

import type { PriceQuote } from '@/domain/money'
import { retryOnDeadlock } from '@/server/db/retryOnDeadlock'
import { execute, sql } from '@/server/db/sql'
import type { PaymentProviderName, PaymentStatus } from '@/server/payments/provider'
import type { BookableConsultant } from './bookableConsultant'
import { BookingRefusal } from './bookingErrors'
import type { BookingContext } from './bookingContext'
import { releaseHold } from './releaseHold'

type HoldFields = { provider: PaymentProviderName; paymentIntentId: string; status: PaymentStatus; updatedAt: string }

/**
 * Stores the new intent on the booking. A booking just made has no payment status yet, so nothing in the
 * status transition table is involved: one statement does it. Should a status be there already (not seen
 * in practice: events need the client secret, which is only answered after this), the Local API update
 * applies the transition table as for any other change. The statement is retried after a deadlock: the
 * booking's new row version is checked against the exclusion constraint again, so a request still
 * inserting a conflicting booking (which is waiting for this row) and this update can wait for each other.
 */
async function recordHold(payload: Payload, id: number, payment: HoldFields): Promise<void> {
  const updated = await retryOnDeadlock(() =>
    execute(
      payload,
      sql`UPDATE consultations
          SET payment_provider = ${payment.provider}, payment_payment_intent_id = ${payment.paymentIntentId},
              payment_status = ${payment.status}, payment_updated_at = ${payment.updatedAt}, updated_at = now()
          WHERE id = ${id} AND payment_status IS NULL
          RETURNING id`,
    ),
  )
  if (updated.length > 0) return
  await payload.update({
    collection: 'consultations',
    id,
    data: { payment },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * Authorises the total on the consultee's card (manual capture) for a stored HELD booking and answers the
 * client secret. When the provider fails, the slot is released again at once.
 */
export async function attachHold(
  ctx: BookingContext,
  booking: { consultationId: number; consultant: BookableConsultant; quote: PriceQuote },
): Promise<string> {
  const { req, provider } = ctx
  const id = booking.consultationId
  try {
    const hold = await provider.createHold({
      consultationId: String(id),
      amountCents: booking.quote.total,
      currency: 'eur',
      customerEmail: ctx.consultee.email,
      description: `CareerBridge consultation ${id} with ${booking.consultant.name}`,
      metadata: { consultantId: String(booking.consultant.userId), userId: String(ctx.consultee.id) },
    })
    await recordHold(req.payload, id, {
      provider: provider.name,
      paymentIntentId: hold.paymentIntentId,
      status: hold.status,
      updatedAt: ctx.now.toISOString(),
    })
    return hold.clientSecret
  } catch (error) {
    await releaseHold(req.payload, provider, id, ctx.now, { force: true })
    req.payload.logger.error({ err: error, consultationId: id }, 'booking: the card authorisation failed')
    throw new BookingRefusal('PAYMENT_UNAVAILABLE')
  }
}
