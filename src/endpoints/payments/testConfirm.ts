import type { Endpoint, PayloadRequest } from 'payload'

import { json, parseBody } from '../http'
import { testCardConfirmationSchema } from '@/domain/payments'
import { forbidden, notFound, Refusal, text } from '@/server/http/refusal'
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

const paymentNotFound = text('api', 'paymentNotFound')

/** The refusal of a failed confirmation, or the error itself when it is none of the provider's answers. */
function refusalOf(error: unknown): unknown {
  if (error instanceof TestPaymentInputError) {
    const message = error.problem === 'UNKNOWN_TEST_CARD' ? text('api', 'testCardUnknown') : paymentNotFound
    return new Refusal(400, error.problem, message)
  }
  if (error instanceof PaymentDeclinedError) return new Refusal(402, 'CARD_DECLINED', text('api', 'paymentDeclined'))
  if (error instanceof PaymentConflictError) {
    return new Refusal(409, 'PAYMENT_CONFLICT', text('api', 'paymentNotConfirmable'))
  }
  if (error instanceof PaymentProviderError) {
    return new Refusal(503, 'PAYMENT_UNAVAILABLE', text('api', 'paymentUnavailable'), { cause: error })
  }
  return error
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
    const provider = getTestPaymentProvider(req.payload)
    if (!provider) throw notFound(text('api', 'testPaymentsUnavailable'))
    const user = requireCaller(req)
    const parsed = await parseBody(req, testCardConfirmationSchema)
    const { clientSecret, cardNumber } = parsed.data

    const consulteeId = await consulteeOfIntent(req, intentIdOfClientSecret(clientSecret))
    if (consulteeId === null) throw new Refusal(400, 'INVALID_CLIENT_SECRET', paymentNotFound)
    if (consulteeId !== user.id) throw forbidden()
    try {
      return json(200, await provider.confirmTestCard({ clientSecret, cardNumber }))
    } catch (error) {
      throw refusalOf(error)
    }
  },
}
