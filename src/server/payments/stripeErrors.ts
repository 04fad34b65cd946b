import Stripe from 'stripe'

import {
  PaymentConflictError,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  PaymentRequestRejectedError,
} from './errors'

/** Codes that mean "not in this state (any more)" rather than "malformed request". */
const CONFLICT_CODES = new Set([
  'payment_intent_unexpected_state',
  'charge_already_captured',
  'charge_already_refunded',
  'charge_expired_for_capture',
  'charge_disputed',
  'idempotency_key_in_use',
])

/** Maps an error thrown by the Stripe SDK to the port's errors; anything else is returned unchanged. */
export function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error
  const { message } = error
  const options = { providerCode: error.code ?? null, cause: error }
  switch (error.type) {
    case 'StripeCardError':
      return new PaymentDeclinedError(message, { ...options, declineCode: error.decline_code ?? null })
    case 'StripeIdempotencyError':
      return new PaymentConflictError(message, { ...options, providerCode: error.code ?? 'idempotency_error' })
    case 'StripeConnectionError':
    case 'StripeRateLimitError':
      return new PaymentProviderUnavailableError(message, options)
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new PaymentRequestRejectedError(message, options)
  }
  // Invalid requests, StripeAPIError and error types newer than this code: by code, then HTTP status.
  const status = error.statusCode
  if (status === 409 || CONFLICT_CODES.has(error.code ?? '')) return new PaymentConflictError(message, options)
  if (status === undefined || status >= 500) return new PaymentProviderUnavailableError(message, options)
  return new PaymentRequestRejectedError(message, options)
}

/** Runs a Stripe call and rethrows its failure as a port error. */
export async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw fromStripeError(error)
  }
}
