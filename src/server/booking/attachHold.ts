import { createLocalReq, type Payload } from 'payload'

import type { PriceQuote } from '@/domain/money'
import { retryOnDeadlock } from '@/server/db/retryOnDeadlock'
import type { PaymentProviderName, PaymentStatus } from '@/server/payments/provider'
import { recordFirstPayment } from '@/server/queries/booking'
import type { BookableConsultant } from './bookableConsultant'
import { bookingRefusal } from './bookingErrors'
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
  // A request of its own: the statement commits at once, outside any transaction of the caller.
  const req = await createLocalReq({}, payload)
  if (await retryOnDeadlock(() => recordFirstPayment(req, id, payment))) return
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
    throw bookingRefusal('PAYMENT_UNAVAILABLE')
  }
}
