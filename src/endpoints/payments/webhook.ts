import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { serverTranslator } from '@/server/i18n'
import { getPaymentProvider } from '@/server/payments'
import { receivePaymentWebhook } from '@/server/payments/receiveWebhook'

/**
 * POST /api/payments/webhook: the payment provider's signed events (Stripe's, or the test provider's
 * from this server). 200 once the event is stored and applied, 400 for a bad signature, 500 when saving
 * failed so that the provider delivers it again.
 */
export const paymentWebhookEndpoint: Endpoint = {
  path: '/payments/webhook',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    // The signature covers the exact bytes: read the body as text, never re-serialised JSON.
    const rawBody = (await req.text?.()) ?? ''
    try {
      const receipt = await receivePaymentWebhook(
        req,
        getPaymentProvider(req.payload),
        rawBody,
        req.headers.get('stripe-signature'),
      )
      if (receipt.kind === 'rejected') {
        req.payload.logger.warn({ reason: receipt.reason }, 'payment webhook: refused an event')
        return json(400, { message: t('paymentWebhookBadSignature'), code: 'BAD_SIGNATURE' })
      }
      return json(200, receipt.kind === 'duplicate' ? { received: true, duplicate: true } : { received: true })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'payment webhook: the event was not saved')
      return json(500, { message: t('paymentWebhookNotSaved') })
    }
  },
}
