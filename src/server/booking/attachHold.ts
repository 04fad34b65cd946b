import type { PriceQuote } from '@/domain/money'
import type { BookableConsultant } from './bookableConsultant'
import { BookingRefusal } from './bookingErrors'
import type { BookingContext } from './bookingContext'
import { releaseHold } from './releaseHold'

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
    await req.payload.update({
      collection: 'consultations',
      id,
      data: {
        payment: {
          provider: provider.name,
          paymentIntentId: hold.paymentIntentId,
          status: hold.status,
          updatedAt: ctx.now.toISOString(),
        },
      },
      overrideAccess: true,
    })
    return hold.clientSecret
  } catch (error) {
    await releaseHold(req.payload, provider, id, ctx.now, { force: true })
    req.payload.logger.error({ err: error, consultationId: id }, 'booking: the card authorisation failed')
    throw new BookingRefusal('PAYMENT_UNAVAILABLE')
  }
}
