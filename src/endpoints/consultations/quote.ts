import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { bookingContextOf } from './bookingHttp'
import { quoteRequestSchema } from '@/domain/booking'
import { toEuro } from '@/domain/money'
import { quoteBooking } from '@/server/booking/quoteBooking'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * POST /api/consultations/quote: the price breakdown (net, VAT, discount, total in euro) of a booking as
 * the server will charge it, with the promo code's verdict.
 */
export const quoteConsultationEndpoint: Endpoint = {
  path: '/quote',
  method: 'post',
  handler: async (req) => {
    requireCaller(req, { roles: ['USER'] })
    const locale = requestLocale(req)
    const parsed = await parseBody(req, quoteRequestSchema)
    const { quote, promo } = await quoteBooking(bookingContextOf(req, new Date()), parsed.data)
    const refusal = promo && !promo.ok ? `PROMO_${promo.refusal}` : null
    return json(200, {
      net: toEuro(quote.net),
      vat: toEuro(quote.vat),
      gross: toEuro(quote.gross),
      discount: toEuro(quote.discount),
      total: toEuro(quote.total),
      vatApplied: quote.vatApplied,
      b2bCategory: quote.b2bCategory,
      promo: promo
        ? {
            valid: promo.ok,
            code: refusal,
            message: refusal ? serverTranslator(locale, 'booking')(refusal as 'PROMO_UNKNOWN') : null,
          }
        : null,
    })
  },
}
