import { Refusal, text } from '@/server/http/refusal'
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

/**
 * The refusal of a consultation action, worded by its 'sessionActions' message; a payment failure says only
 * that the action failed (the endpoint may word it as its own failure, e.g. cancelFailed).
 */
export function consultationActionRefusal(
  code: ConsultationActionRefusalCode,
  options: { cause?: unknown } = {},
): Refusal {
  const key = code === 'PAYMENT_FAILED' || code === 'PAYMENT_UNAVAILABLE' ? 'actionFailed' : code
  return new Refusal(CONSULTATION_ACTION_REFUSALS[code], code, text('sessionActions', key), options)
}

export const isPaymentRefusal = (refusal: Refusal) =>
  refusal.code === 'PAYMENT_FAILED' || refusal.code === 'PAYMENT_UNAVAILABLE'

/** A provider failure as a refusal: try again later (503), or the payment cannot move that way (409). */
export function refusalOfProviderError(error: unknown): unknown {
  if (error instanceof PaymentProviderUnavailableError) {
    return consultationActionRefusal('PAYMENT_UNAVAILABLE', { cause: error })
  }
  if (error instanceof PaymentProviderError) return consultationActionRefusal('PAYMENT_FAILED', { cause: error })
  return error
}
