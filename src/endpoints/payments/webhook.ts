import type { Endpoint } from 'payload'

import { json } from '../http'
import { Refusal, text } from '@/server/http/refusal'
import { getPaymentProvider } from '@/server/payments'
import { receivePaymentWebhook, type WebhookReceipt } from '@/server/payments/receiveWebhook'

/**
 * POST /api/payments/webhook: the payment provider's signed events (Stripe's, or the test provider's
 * from this server). 200 once the event is stored and applied, 400 for a bad signature, 500 when saving
 * failed so that the provider delivers it again.
 */
export const paymentWebhookEndpoint: Endpoint = {
  path: '/payments/webhook',
  method: 'post',
  handler: async (req) => {
    // The signature covers the exact bytes: read the body as text, never re-serialised JSON.
    const rawBody = (await req.text?.()) ?? ''
    let receipt: WebhookReceipt
    try {
      receipt = await receivePaymentWebhook(
        req,
        getPaymentProvider(req.payload),
        rawBody,
        req.headers.get('stripe-signature'),
      )
    } catch (error) {
      // Logged as a failure with its cause; the provider delivers the event again.
      throw new Refusal(500, 'EVENT_NOT_SAVED', text('api', 'paymentWebhookNotSaved'), { cause: error })
    }
    if (receipt.kind === 'rejected') {
      req.payload.logger.warn({ reason: receipt.reason }, 'payment webhook: refused an event')
      throw new Refusal(400, 'BAD_SIGNATURE', text('api', 'paymentWebhookBadSignature'))
    }
    return json(200, receipt.kind === 'duplicate' ? { received: true, duplicate: true } : { received: true })
  },
}
