import type { Endpoint, PayloadRequest } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { testCardConfirmationSchema } from '@/domain/payments'
import { serverTranslator, type ApiT } from '@/server/i18n'
import { getTestPaymentProvider } from '@/server/payments'
import { PaymentConflictError, PaymentDeclinedError, PaymentProviderError } from '@/server/payments/errors'
import { TestPaymentInputError } from '@/server/payments/testPaymentErrors'
import { intentIdOfClientSecret } from '@/server/payments/testClientSecret'
import { requireCaller } from '@/server/http/requireCaller'

async function consulteeOfIntent(req: PayloadRequest, intentId: string): Promise<number | null> {
  const { docs } = await req.payload.find({
    collection: 'consultations',
    where: { 'payment.paymentIntentId': { equals: intentId } },
    select: { user: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const user = docs[0]?.user
  return typeof user === 'object' && user ? user.id : (user ?? null)
}

function answerFor(error: unknown, t: ApiT): Response {
  if (error instanceof TestPaymentInputError) {
    const message = error.problem === 'UNKNOWN_TEST_CARD' ? t('testCardUnknown') : t('paymentNotFound')
    return json(400, { message, code: error.problem })
  }
  if (error instanceof PaymentDeclinedError) return json(402, { message: t('paymentDeclined'), code: 'CARD_DECLINED' })
  if (error instanceof PaymentConflictError) {
    return json(409, { message: t('paymentNotConfirmable'), code: 'PAYMENT_CONFLICT' })
  }
  if (error instanceof PaymentProviderError) return json(503, { message: t('paymentUnavailable') })
  throw error
}

/**
 * POST /api/payments/test/confirm: the test provider's card form, for the consultee of the booking.
 * 200 `{ status }` once the authorisation reached the consultation, 402 for the declined test card.
 * Only in test mode; with Stripe configured the route does not exist.
 */
export const testCardConfirmEndpoint: Endpoint = {
  path: '/payments/test/confirm',
  method: 'post',
  handler: async (req) => {
    const t = serverTranslator(requestLocale(req), 'api')
    const provider = getTestPaymentProvider(req.payload)
    if (!provider) return json(404, { message: t('testPaymentsUnavailable'), code: 'NOT_FOUND' })
    const user = requireCaller(req)
    const parsed = await parseBody(req, testCardConfirmationSchema)
    const { clientSecret, cardNumber } = parsed.data

    const consulteeId = await consulteeOfIntent(req, intentIdOfClientSecret(clientSecret))
    if (consulteeId === null) return json(400, { message: t('paymentNotFound'), code: 'INVALID_CLIENT_SECRET' })
    if (consulteeId !== user.id) return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    try {
      return json(200, await provider.confirmTestCard({ clientSecret, cardNumber }))
    } catch (error) {
      return answerFor(error, t)
    }
  },
}
