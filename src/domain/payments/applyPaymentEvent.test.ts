import { describe, expect, it } from 'vitest'

import { CONSULTATION_STATUSES, PAYMENT_STATUSES, type ConsultationStatus, type PaymentStatus } from '../status'
import { applyPaymentEvent, paymentPath } from './applyPaymentEvent'

type Row = [
  consultation: ConsultationStatus,
  stored: PaymentStatus | null,
  event: PaymentStatus | null,
  path: PaymentStatus[],
  newConsultation: ConsultationStatus | null,
]

describe('applyPaymentEvent', () => {
  it.each<Row>([
    // In order.
    ['HELD', null, 'requires_payment_method', ['requires_payment_method'], null],
    ['HELD', 'requires_payment_method', 'requires_capture', ['requires_capture'], 'UPCOMING_PENDING'],
    ['UPCOMING_CONFIRMED', 'requires_capture', 'captured', ['captured'], null],
    ['PAST_CANCELLED_BY_USER', 'captured', 'refunded', ['refunded'], null],
    ['PAST_CANCELLED_BY_USER', 'captured', 'partially_refunded', ['partially_refunded'], null],
    ['PAST_CANCELLED_BY_USER', 'partially_refunded', 'refunded', ['refunded'], null],
    ['PAST_REQ_CANCELLED_BY_CONSULTANT', 'requires_capture', 'cancelled', ['cancelled'], null],
    // Duplicates change nothing.
    ['UPCOMING_PENDING', 'requires_capture', 'requires_capture', [], null],
    ['UPCOMING_CONFIRMED', 'captured', 'captured', [], null],
    ['HELD', 'requires_payment_method', 'requires_payment_method', [], null],
    // Late events are ignored.
    ['UPCOMING_CONFIRMED', 'captured', 'requires_capture', [], null],
    ['HOLD_EXPIRED', 'cancelled', 'requires_capture', [], null],
    ['UPCOMING_PENDING', 'requires_capture', 'requires_payment_method', [], null],
    ['PAST_CANCELLED_BY_USER', 'refunded', 'captured', [], null],
    ['PAST_CANCELLED_BY_USER', 'refunded', 'partially_refunded', [], null],
    // Early events fill in the steps they imply.
    ['HELD', 'requires_payment_method', 'captured', ['requires_capture', 'captured'], 'UPCOMING_PENDING'],
    ['HELD', null, 'requires_capture', ['requires_capture'], 'UPCOMING_PENDING'],
    ['UPCOMING_CONFIRMED', 'requires_capture', 'refunded', ['captured', 'refunded'], null],
    ['HELD', 'requires_payment_method', 'refunded', ['requires_capture', 'captured', 'refunded'], 'UPCOMING_PENDING'],
    // Contradictions: an event the machine cannot reach from what is stored.
    ['PAST_REQ_CANCELLED_BY_USER', 'cancelled', 'captured', [], null],
    ['UPCOMING_CONFIRMED', 'captured', 'cancelled', [], null],
    // A cancelled authorisation leaves the consultation to the consultation service.
    ['HELD', 'requires_payment_method', 'cancelled', ['cancelled'], null],
    ['UPCOMING_PENDING', 'requires_capture', 'cancelled', ['cancelled'], null],
    // A card authorised after the booking was given up is recorded, the booking stays as it is.
    ['HOLD_EXPIRED', 'requires_payment_method', 'requires_capture', ['requires_capture'], null],
    ['PAST_REQ_CANCELLED_BY_USER', 'requires_payment_method', 'requires_capture', ['requires_capture'], null],
    // The authorisation was recorded but the booking stayed HELD: it moves on with the next event.
    ['HELD', 'requires_capture', 'requires_capture', [], 'UPCOMING_PENDING'],
    // Events that say nothing about the payment.
    ['HELD', 'requires_payment_method', null, [], null],
  ])('%s with payment %s, event %s -> path %j, consultation %s', (consultation, stored, event, path, next) => {
    const outcome = applyPaymentEvent({ consultationStatus: consultation, paymentStatus: stored, eventStatus: event })
    expect(outcome.paymentPath).toEqual(path)
    expect(outcome.consultationStatus).toBe(next)
  })

  it('explains what it leaves out', () => {
    expect(
      applyPaymentEvent({
        consultationStatus: 'UPCOMING_CONFIRMED',
        paymentStatus: 'captured',
        eventStatus: 'requires_capture',
      }).note,
    ).toMatch(/already captured/)
    expect(
      applyPaymentEvent({ consultationStatus: 'HOLD_EXPIRED', paymentStatus: null, eventStatus: 'requires_capture' })
        .note,
    ).toMatch(/authorised after the consultation ended as HOLD_EXPIRED/)
    expect(
      applyPaymentEvent({
        consultationStatus: 'UPCOMING_PENDING',
        paymentStatus: 'requires_capture',
        eventStatus: 'requires_capture',
      }).note,
    ).toBeNull()
  })

  it('reaches the same end state whatever order the events of one payment arrive in', () => {
    const events: PaymentStatus[] = ['requires_capture', 'captured', 'partially_refunded', 'refunded']
    for (const order of permutations(events)) {
      let consultation: ConsultationStatus = 'HELD'
      let payment: PaymentStatus | null = 'requires_payment_method'
      for (const event of [...order, ...order]) {
        const outcome = applyPaymentEvent({
          consultationStatus: consultation,
          paymentStatus: payment,
          eventStatus: event,
        })
        payment = outcome.paymentPath.at(-1) ?? payment
        consultation = outcome.consultationStatus ?? consultation
      }
      expect([consultation, payment]).toEqual(['UPCOMING_PENDING', 'refunded'])
    }
  })

  it('only ever proposes consultation changes the consultation machine allows', () => {
    for (const consultation of CONSULTATION_STATUSES) {
      for (const stored of [null, ...PAYMENT_STATUSES]) {
        for (const event of [null, ...PAYMENT_STATUSES]) {
          const next = applyPaymentEvent({
            consultationStatus: consultation,
            paymentStatus: stored,
            eventStatus: event,
          })
          if (next.consultationStatus)
            expect([consultation, next.consultationStatus]).toEqual(['HELD', 'UPCOMING_PENDING'])
        }
      }
    }
  })
})

describe('paymentPath', () => {
  it.each<[PaymentStatus, PaymentStatus, PaymentStatus[] | null]>([
    ['requires_payment_method', 'requires_payment_method', []],
    ['requires_payment_method', 'refunded', ['requires_capture', 'captured', 'refunded']],
    ['captured', 'refunded', ['refunded']],
    ['refunded', 'captured', null],
    ['cancelled', 'requires_capture', null],
  ])('%s -> %s', (from, to, path) => {
    expect(paymentPath(from, to)).toEqual(path)
  })
})

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  )
}
