import { PaymentProviderError, PaymentProviderUnavailableError } from '@/server/payments/errors'

/** Why a consultation action is refused; each maps to one HTTP status. */
export const CONSULTATION_ACTION_REFUSALS = {
  NOT_FOUND: 404,
  ILLEGAL_TRANSITION: 409,
  STARTED: 409,
  ALREADY_REVIEWED: 409,
  PAYMENT_FAILED: 409,
  PAYMENT_UNAVAILABLE: 503,
} as const

export type ConsultationActionRefusalCode = keyof typeof CONSULTATION_ACTION_REFUSALS

export class ConsultationActionRefusal extends Error {
  readonly status: number
  constructor(
    readonly code: ConsultationActionRefusalCode,
    options: { cause?: unknown } = {},
  ) {
    super(code, options)
    this.name = 'ConsultationActionRefusal'
    this.status = CONSULTATION_ACTION_REFUSALS[code]
  }
}

/** A provider failure as a refusal: try again later (503), or the payment cannot move that way (409). */
export function refusalOfProviderError(error: unknown): unknown {
  if (error instanceof PaymentProviderUnavailableError) {
    return new ConsultationActionRefusal('PAYMENT_UNAVAILABLE', { cause: error })
  }
  if (error instanceof PaymentProviderError) return new ConsultationActionRefusal('PAYMENT_FAILED', { cause: error })
  return error
}
