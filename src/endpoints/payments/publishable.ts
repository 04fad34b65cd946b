import type { Endpoint } from 'payload'

import { json } from '../http'
import { publishableInfo } from '@/server/payments'

/**
 * GET /api/consultations/payment-publishable (public): which card form the browser shows, Stripe's
 * with this key or the test provider's. Its path is relative to the consultations collection, because
 * Payload sends every /api/consultations/… request to that collection's own endpoints.
 */
export const paymentPublishableEndpoint: Endpoint = {
  path: '/payment-publishable',
  method: 'get',
  handler: async () => json(200, publishableInfo()),
}
