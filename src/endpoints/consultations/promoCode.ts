import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { bookingContextOf } from './bookingHttp'
import { quoteRequestSchema } from '@/domain/booking'
import { isPromoCodeFormat, normalizePromoCode, promoDiscount, toCents, toEuro } from '@/domain/money'
import { lookUpPromo } from '@/server/booking/promoRedemption'
import { quoteBooking } from '@/server/booking/quoteBooking'
import { serverTranslator } from '@/server/i18n'
import { invalidInput } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * GET /api/consultations/promo-code/{code}?userId&price: whether the signed-in consultee may use the code,
 * and the discount and total on `price` (euro). With consultantId, sessionType and billingCountry the
 * server prices the booking itself, as it will at booking time.
 */
export const promoCodeEndpoint: Endpoint = {
  path: '/promo-code/:code',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['USER'] })
    const locale = requestLocale(req)
    const query = req.searchParams
    const code = normalizePromoCode(String(req.routeParams?.code ?? ''))
    const userId = query.get('userId')
    requireCaller(req, { owner: userId || undefined })
    const ctx = bookingContextOf(req, new Date())
    const answer = (valid: boolean, discountCents: number, totalCents: number, refusal?: string) =>
      json(200, {
        valid,
        discount: toEuro(discountCents),
        total: toEuro(totalCents),
        ...(refusal ? { code: refusal, message: serverTranslator(locale, 'booking')(refusal as 'PROMO_UNKNOWN') } : {}),
      })
    if (query.has('consultantId')) {
      const parsed = quoteRequestSchema.safeParse({
        consultantId: query.get('consultantId'),
        sessionType: query.get('sessionType'),
        billingCountry: query.get('billingCountry'),
        isB2B: query.get('isB2B') === 'true',
        promoCode: code,
      })
      if (!parsed.success) throw invalidInput()
      const { quote, promo } = await quoteBooking(ctx, parsed.data)
      return answer(!!promo?.ok, quote.discount, quote.total, promo && !promo.ok ? `PROMO_${promo.refusal}` : undefined)
    }
    const price = Number(query.get('price'))
    if (!Number.isFinite(price) || price < 0 || price > 4999) throw invalidInput()
    const priceCents = toCents(price)
    if (!isPromoCodeFormat(code)) return answer(false, 0, priceCents, 'PROMO_UNKNOWN')
    const promo = await lookUpPromo(req, code, user.id, ctx.now, false)
    if (!promo.ok) return answer(false, 0, priceCents, `PROMO_${promo.refusal}`)
    const discount = promoDiscount(promo.promo, priceCents)
    return answer(true, discount, priceCents - discount)
  },
}
