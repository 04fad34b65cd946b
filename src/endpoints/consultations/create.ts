import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { clientIpOf, rateLimitAnswer } from '../rateLimitHttp'
import { bookingContextOf, refusalAnswer } from './bookingHttp'
import { bookingRequestSchemaAt } from '@/domain/booking'
import { toEuro } from '@/domain/money'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { createConsultation } from '@/server/booking/createConsultation'
import { serverTranslator } from '@/server/i18n'

/**
 * POST /api/consultations/create: a consultee books a slot. Answers 201 with the consultation id, the
 * card's client secret (null for a free booking) and the total the server computed; 409 when the slot
 * was taken meanwhile; 429 when the consultee (or their address) books too often.
 */
export const createConsultationEndpoint: Endpoint = {
  path: '/create',
  method: 'post',
  handler: async (req) => {
    const refused = requireRole(req, 'USER')
    if (refused) return refused
    const now = new Date()
    const parsed = await parseBody(req, bookingRequestSchemaAt(now), serverTranslator(requestLocale(req), 'api'))
    if ('response' in parsed) return parsed.response
    const limited = await rateLimitAnswer(req, [
      { rule: RATE_LIMITS.bookingPerAccount, subject: req.user!.id },
      { rule: RATE_LIMITS.bookingPerIp, subject: clientIpOf(req) },
    ])
    if (limited) return limited
    try {
      const created = await createConsultation(bookingContextOf(req, now), parsed.data)
      const { quote } = created
      return json(201, {
        consultationId: created.consultationId,
        clientSecret: created.clientSecret,
        price: created.price,
        breakdown: {
          net: toEuro(quote.net),
          vat: toEuro(quote.vat),
          discount: toEuro(quote.discount),
          total: toEuro(quote.total),
          vatApplied: quote.vatApplied,
        },
      })
    } catch (error) {
      return refusalAnswer(req, error)
    }
  },
}
