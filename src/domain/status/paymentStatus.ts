import { defineMachine } from './machine'

/** PaymentIntent-like states of the payment provider port. */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_capture',
  'captured',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const paymentStatusMachine = defineMachine('payment', PAYMENT_STATUSES, {
  requires_payment_method: ['requires_capture', 'cancelled'],
  requires_capture: ['captured', 'cancelled'],
  captured: ['refunded', 'partially_refunded'],
  partially_refunded: ['refunded'],
  refunded: [],
  cancelled: [],
})

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return paymentStatusMachine.isState(value)
}

export const PAYMENT_LABEL_KEYS = ['pending', 'paid', 'refunded', 'unknown'] as const

export type PaymentLabelKey = (typeof PAYMENT_LABEL_KEYS)[number]

const LABEL_KEY_BY_STATUS: ReadonlyMap<string, PaymentLabelKey> = new Map<PaymentStatus, PaymentLabelKey>([
  ['requires_capture', 'pending'],
  ['captured', 'paid'],
  // A released authorisation reads as Refunded to the consultee (spec §4).
  ['cancelled', 'refunded'],
  ['partially_refunded', 'refunded'],
  ['refunded', 'refunded'],
])

/** Spec §4 payment history label; takes any string since stored data may hold unknown values. */
export function paymentLabelKey(status: string): PaymentLabelKey {
  return LABEL_KEY_BY_STATUS.get(status) ?? 'unknown'
}

export const PAYMENT_LABELS_EN: Readonly<Record<PaymentLabelKey, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  refunded: 'Refunded',
  unknown: 'Unknown',
}

export const PAYMENT_LABELS_DE: Readonly<Record<PaymentLabelKey, string>> = {
  pending: 'Ausstehend',
  paid: 'Bezahlt',
  refunded: 'Erstattet',
  unknown: 'Unbekannt',
}
