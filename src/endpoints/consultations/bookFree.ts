import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { rateLimitAnswer } from '../rateLimitHttp'
import { bookingContextOf, refusalAnswer } from './bookingHttp'
import { freeBookingSchema } from '@/domain/booking'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { bookFreeConsultation } from '@/server/booking/bookFreeConsultation'
import { serverTranslator } from '@/server/i18n'

/** POST /api/consultations/payment/book-free-consultation: confirms a free booking without a card. */
export const bookFreeConsultationEndpoint: Endpoint = {
  path: '/payment/book-free-consultation',
  method: 'post',
  handler: async (req) => {
    const refused = requireRole(req, 'USER')
    if (refused || !req.user) return refused!
    const locale = requestLocale(req)
    const parsed = await parseBody(req, freeBookingSchema, serverTranslator(locale, 'api'))
    if ('response' in parsed) return parsed.response
    const { consultationId, userId, consents } = parsed.data
    if (userId !== undefined && userId !== req.user.id) {
      return json(403, { message: serverTranslator(locale, 'api')('forbidden'), code: 'FORBIDDEN' })
    }
    const limited = await rateLimitAnswer(req, [{ rule: RATE_LIMITS.freeBookingPerAccount, subject: req.user.id }])
    if (limited) return limited
    try {
      await bookFreeConsultation(bookingContextOf(req, new Date()), { consultationId, consents })
      return json(200, {
        consultationId,
        status: 'UPCOMING_PENDING',
        message: serverTranslator(locale, 'booking')('booked'),
      })
    } catch (error) {
      return refusalAnswer(req, error)
    }
  },
}
