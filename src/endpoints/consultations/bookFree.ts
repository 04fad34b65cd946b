import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { enforceRateLimits } from '../rateLimitHttp'
import { bookingContextOf } from './bookingHttp'
import { freeBookingSchema } from '@/domain/booking'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { bookFreeConsultation } from '@/server/booking/bookFreeConsultation'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

/** POST /api/consultations/payment/book-free-consultation: confirms a free booking without a card. */
export const bookFreeConsultationEndpoint: Endpoint = {
  path: '/payment/book-free-consultation',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['USER'], active: true })
    const locale = requestLocale(req)
    const parsed = await parseBody(req, freeBookingSchema)
    const { consultationId, userId, consents } = parsed.data
    requireCaller(req, { owner: userId })
    await enforceRateLimits(req, [{ rule: RATE_LIMITS.freeBookingPerAccount, subject: user.id }])
    await bookFreeConsultation(bookingContextOf(req, new Date()), { consultationId, consents })
    return json(200, {
      consultationId,
      status: 'UPCOMING_PENDING',
      message: serverTranslator(locale, 'booking')('booked'),
    })
  },
}
