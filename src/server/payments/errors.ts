/**
 * Errors a PaymentProvider throws, whatever the provider. `httpStatus` is the answer an endpoint
 * gives for it; `providerCode` is the provider's own code, for logs.
 */
export abstract class PaymentProviderError extends Error {
  abstract readonly httpStatus: number
  readonly providerCode: string | null

  constructor(message: string, options: { providerCode?: string | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = new.target.name
    this.providerCode = options.providerCode ?? null
  }
}

/** The card issuer or the provider's risk checks refused the payment. */
export class PaymentDeclinedError extends PaymentProviderError {
  readonly httpStatus = 402
  readonly declineCode: string | null

  constructor(
    message: string,
    options: { providerCode?: string | null; declineCode?: string | null; cause?: unknown } = {},
  ) {
    super(message, options)
    this.declineCode = options.declineCode ?? null
  }
}

/**
 * The payment is not in a state that allows the operation (already captured, cancelled, refunded,
 * authorisation expired), or an idempotency key was reused with different parameters.
 */
export class PaymentConflictError extends PaymentProviderError {
  readonly httpStatus = 409
}

/** The provider could not be reached, timed out, failed on its side or throttled us; try again later. */
export class PaymentProviderUnavailableError extends PaymentProviderError {
  readonly httpStatus = 503
}

/**
 * The provider refused the request itself: bad parameters, an unknown payment id, a wrong or
 * insufficient API key. A fault on our side, not the customer's.
 */
export class PaymentRequestRejectedError extends PaymentProviderError {
  readonly httpStatus = 500
}

/** A webhook whose signature is missing, wrong, or too old to accept. */
export class WebhookSignatureError extends PaymentProviderError {
  readonly httpStatus = 400
}
