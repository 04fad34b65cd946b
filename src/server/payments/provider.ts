import type { ConnectedAccountsProvider } from './connect'
import type { PaymentStatus } from '@/domain/status/paymentStatus'

export type { PaymentStatus }

export type PaymentProviderName = 'stripe' | 'test'

export type HoldInput = {
  consultationId: string
  amountCents: number
  currency: 'eur'
  customerEmail?: string
  description: string
  metadata: Record<string, string>
}

export type Hold = { paymentIntentId: string; clientSecret: string; status: PaymentStatus }

export type RefundInput = {
  /** Omitted: refund whatever is left of the captured amount. */
  amountCents?: number
  idempotencyKey: string
}

/** Why an authorisation is released; shown in the provider's dashboard only. */
export type HoldCancellationReason = 'abandoned' | 'requested_by_customer' | 'duplicate'

/**
 * A provider event reduced to what the consultation service acts on. Fields that do not apply to
 * the event type are null; the event is still returned so that it can be stored once by its id.
 */
export type PaymentEvent = {
  id: string
  type: string
  /** Seconds since the epoch, as the provider stamps it. */
  created: number
  paymentIntentId: string | null
  status: PaymentStatus | null
  consultationId: string | null
  /** The intent's amount for payment intent events; the refunded total for refund events. */
  amountCents: number | null
  paymentMethodType: string | null
}

/**
 * The payment port: authorise at booking, capture on confirmation, cancel on decline or timeout,
 * refund after capture; and transfers of consultants' shares to their connected accounts.
 * Implementations throw the errors of ./errors.
 */
export interface PaymentProvider extends ConnectedAccountsProvider {
  readonly name: PaymentProviderName
  /** The browser's key for the provider's own card form; null when the provider renders none. */
  publishableKey(): string | null
  /** Authorise only (manual capture); idempotent per consultation id. */
  createHold(input: HoldInput): Promise<Hold>
  capture(paymentIntentId: string, idempotencyKey: string): Promise<{ status: PaymentStatus }>
  cancel(
    paymentIntentId: string,
    idempotencyKey: string,
    reason?: HoldCancellationReason,
  ): Promise<{ status: PaymentStatus }>
  /** Answers the refund's id and the amount it gave back (a repeated key answers the same refund). */
  refund(
    paymentIntentId: string,
    input: RefundInput,
  ): Promise<{ status: PaymentStatus; refundId: string; amountCents: number }>
  /** Verify the signature on the raw body and return a normalised event, or throw WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>
}

/** The one idempotency key of a consultation's authorisation, shared by every provider. */
export function holdIdempotencyKey(consultationId: string): string {
  return `consultation:${consultationId}`
}
