import { describe, expect, it } from 'vitest'
import { IllegalTransitionError } from './machine'
import {
  PAYMENT_LABELS_DE,
  PAYMENT_LABELS_EN,
  PAYMENT_LABEL_KEYS,
  PAYMENT_STATUSES,
  paymentLabelKey,
  paymentStatusMachine,
  type PaymentLabelKey,
} from './paymentStatus'

const ALLOWED = new Set([
  'requires_payment_method -> requires_capture',
  'requires_payment_method -> cancelled',
  'requires_capture -> captured',
  'requires_capture -> cancelled',
  'captured -> refunded',
  'captured -> partially_refunded',
  'partially_refunded -> refunded',
])

const ALL_PAIRS = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const))

describe('payment machine, every pair', () => {
  it.each(ALL_PAIRS)('%s -> %s', (from, to) => {
    const expected = from === to || ALLOWED.has(`${from} -> ${to}`)
    expect(paymentStatusMachine.canTransition(from, to)).toBe(expected)
    if (expected) {
      expect(() => paymentStatusMachine.assertTransition(from, to)).not.toThrow()
    } else {
      expect(() => paymentStatusMachine.assertTransition(from, to)).toThrow(IllegalTransitionError)
      expect(() => paymentStatusMachine.assertTransition(from, to)).toThrow(
        expect.objectContaining({ code: 'ILLEGAL_TRANSITION', machine: 'payment', from, to }),
      )
    }
  })

  it.each([
    { status: 'cancelled', terminal: true },
    { status: 'refunded', terminal: true },
    { status: 'partially_refunded', terminal: false },
    { status: 'captured', terminal: false },
  ] as const)('$status terminal: $terminal', ({ status, terminal }) => {
    expect(paymentStatusMachine.isTerminal(status)).toBe(terminal)
  })
})

describe('paymentLabelKey', () => {
  it.each<{ status: string; key: PaymentLabelKey }>([
    { status: 'requires_payment_method', key: 'unknown' },
    { status: 'requires_capture', key: 'pending' },
    { status: 'captured', key: 'paid' },
    { status: 'partially_refunded', key: 'refunded' },
    { status: 'refunded', key: 'refunded' },
    { status: 'cancelled', key: 'refunded' },
    { status: 'CAPTURED', key: 'unknown' },
    { status: 'succeeded', key: 'unknown' },
    { status: '', key: 'unknown' },
    { status: 'constructor', key: 'unknown' },
  ])('$status -> $key', ({ status, key }) => {
    expect(paymentLabelKey(status)).toBe(key)
  })

  it.each<{ key: PaymentLabelKey; en: string; de: string }>([
    { key: 'pending', en: 'Pending', de: 'Ausstehend' },
    { key: 'paid', en: 'Paid', de: 'Bezahlt' },
    { key: 'refunded', en: 'Refunded', de: 'Erstattet' },
    { key: 'unknown', en: 'Unknown', de: 'Unbekannt' },
  ])('$key -> $en / $de', ({ key, en, de }) => {
    expect(PAYMENT_LABELS_EN[key]).toBe(en)
    expect(PAYMENT_LABELS_DE[key]).toBe(de)
  })

  it('has a text for every key and nothing else', () => {
    expect(Object.keys(PAYMENT_LABELS_EN).sort()).toEqual([...PAYMENT_LABEL_KEYS].sort())
    expect(Object.keys(PAYMENT_LABELS_DE).sort()).toEqual([...PAYMENT_LABEL_KEYS].sort())
  })
})
