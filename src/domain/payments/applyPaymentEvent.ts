import { consultationStatusMachine, paymentStatusMachine, type ConsultationStatus, type PaymentStatus } from '../status'
import { isAuthorised } from './paymentRecord'

export type PaymentEventInput = {
  consultationStatus: ConsultationStatus
  /** What we stored last; null before the booking recorded any payment status. */
  paymentStatus: PaymentStatus | null
  /** What the provider says now; null for event types that carry no payment status. */
  eventStatus: PaymentStatus | null
}

export type PaymentEventOutcome = {
  /** Payment statuses to write in this order, each one legal step from the one before; empty: keep it. */
  paymentPath: readonly PaymentStatus[]
  /** The consultation's new status, written with the first step; null: keep it. */
  consultationStatus: ConsultationStatus | null
  /** Why the event changes less than it reports, for the log; null when it applies in full. */
  note: string | null
}

/** The shortest chain of legal steps from `from` to `to` (empty when equal), or null when there is none. */
export function paymentPath(from: PaymentStatus, to: PaymentStatus): PaymentStatus[] | null {
  const previous = new Map<PaymentStatus, PaymentStatus | null>([[from, null]])
  const queue: PaymentStatus[] = [from]
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    if (state === to) {
      const path: PaymentStatus[] = []
      for (let step: PaymentStatus | null = to; step !== from && step; step = previous.get(step) ?? null) {
        path.unshift(step)
      }
      return path
    }
    for (const next of paymentStatusMachine.nextStates(state)) {
      if (!previous.has(next)) {
        previous.set(next, state)
        queue.push(next)
      }
    }
  }
  return null
}

// Nothing stored yet: every status is reachable from the first, which is recorded as a step of its own.
function pathFromNothing(to: PaymentStatus): PaymentStatus[] | null {
  return to === 'requires_payment_method' ? [to] : paymentPath('requires_payment_method', to)
}

function consultationAfter(current: ConsultationStatus, payment: PaymentStatus | null) {
  if (!payment || !isAuthorised(payment)) return { status: null, note: null }
  if (current !== 'UPCOMING_PENDING' && consultationStatusMachine.canTransition(current, 'UPCOMING_PENDING')) {
    return { status: 'UPCOMING_PENDING' as const, note: null }
  }
  // The consultation service releases such an authorisation; the webhook only records it.
  const note =
    payment === 'requires_capture' && consultationStatusMachine.isTerminal(current)
      ? `the card was authorised after the consultation ended as ${current}`
      : null
  return { status: null, note }
}

/**
 * What a provider event changes, whatever order events arrive in and however often. The payment
 * status only moves forward along its machine, through every intermediate step, so a late or repeated
 * event changes nothing. A card known to be authorised turns a HELD booking into a request
 * (UPCOMING_PENDING). Every other consultation change (declines, expiry, cancellations) belongs to the
 * consultation service: a cancelled authorisation only records the payment status, since choosing
 * HOLD_EXPIRED here would race the service's own, different, final status.
 */
export function applyPaymentEvent({
  consultationStatus,
  paymentStatus,
  eventStatus,
}: PaymentEventInput): PaymentEventOutcome {
  if (!eventStatus) {
    const after = consultationAfter(consultationStatus, paymentStatus)
    return { paymentPath: [], consultationStatus: after.status, note: 'the event carries no payment status' }
  }
  const path = paymentStatus ? paymentPath(paymentStatus, eventStatus) : pathFromNothing(eventStatus)
  const stale = path === null
  const resulting = stale ? paymentStatus : (path.at(-1) ?? paymentStatus)
  const after = consultationAfter(consultationStatus, resulting)
  const notes = [
    stale ? `payment is already ${paymentStatus}, so ${eventStatus} is out of date` : null,
    path && path.length > 1 ? `missed steps filled in: ${path.join(' -> ')}` : null,
    after.note,
    eventStatus === 'cancelled' && consultationStatus === 'HELD' ? 'the hold stays until it expires' : null,
  ].filter((note): note is string => note !== null)
  return {
    paymentPath: path ?? [],
    consultationStatus: after.status,
    note: notes.length > 0 ? notes.join('; ') : null,
  }
}
