import { quotePrice, type PriceQuote } from '@/domain/money'
import type { SessionType } from '@/domain/scheduling'
import { loadBookableConsultant, listPriceCents } from './bookableConsultant'
import { bookingRefusal } from './bookingErrors'
import type { BookingContext } from './bookingContext'
import { lookUpPromo, type PromoLookup } from './promoRedemption'

export type QuoteRequest = {
  consultantId: number
  sessionType: SessionType
  billingCountry: string
  isB2B: boolean
  promoCode?: string | undefined
}

/**
 * The price the payment page shows before booking, computed exactly as the booking will be; a promo code
 * that cannot be used is reported and left out of the price.
 */
export async function quoteBooking(
  ctx: BookingContext,
  request: QuoteRequest,
): Promise<{ quote: PriceQuote; promo: PromoLookup | null }> {
  const consultant = await loadBookableConsultant(ctx.req.payload, request.consultantId, ctx.now)
  if (!consultant) throw bookingRefusal('CONSULTANT_NOT_FOUND')
  const grossCents = listPriceCents(consultant.pricing, request.sessionType)
  if (grossCents == null) throw bookingRefusal('SESSION_TYPE_NOT_OFFERED')
  const promo = request.promoCode
    ? await lookUpPromo(ctx.req, request.promoCode, ctx.consultee.id, ctx.now, false)
    : null
  const quote = quotePrice({
    grossCents,
    isB2B: request.isB2B,
    billingCountry: request.billingCountry,
    geoCountry: ctx.geoCountry,
    promo: promo?.ok ? promo.promo : null,
  })
  return { quote, promo }
}
