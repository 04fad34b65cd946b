import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { clientIpOf, enforceRateLimits } from '../rateLimitHttp'
import { bookingContextOf } from './bookingHttp'
import { bookingRequestSchemaAt } from '@/domain/booking'
import { toEuro } from '@/domain/money'
import { RATE_LIMITS } from '@/domain/rateLimit'
import { createConsultation } from '@/server/booking/createConsultation'
import { requireCaller } from '@/server/http/requireCaller'

/**
 * POST /api/consultations/create: a consultee books a slot. Answers 201 with the consultation id, the
 * card's client secret (null for a free booking) and the total the server computed; 409 when the slot
 * was taken meanwhile; 429 when the consultee (or their address) books too often.
 */
export const createConsultationEndpoint: Endpoint = {
  path: '/create',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['USER'], active: true })
    const now = new Date()
    const parsed = await parseBody(req, bookingRequestSchemaAt(now))
    await enforceRateLimits(req, [
      { rule: RATE_LIMITS.bookingPerAccount, subject: user.id },
      { rule: RATE_LIMITS.bookingPerIp, subject: clientIpOf(req) },
    ])
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
  },
}
