import { describe, expect, it } from 'vitest'

import { cancellationOutcome, DEFAULT_CANCELLATION_POLICY, type CancellationOutcome } from './cancellationPolicy'

const startsAt = new Date('2027-03-10T09:00:00.000Z')
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000)

type Row = [
  name: string,
  status: string,
  by: 'consultee' | 'consultant',
  hours: number,
  policy: { fullRefundHoursBefore: number; lateRefundPercent: number },
  outcome: CancellationOutcome,
]

const policy = DEFAULT_CANCELLATION_POLICY
const half = { fullRefundHoursBefore: 24, lateRefundPercent: 50 }

describe('cancellationOutcome', () => {
  it.each<Row>([
    [
      'consultee drops a held booking',
      'HELD',
      'consultee',
      48,
      policy,
      { kind: 'release', status: 'PAST_REQ_CANCELLED_BY_USER' },
    ],
    [
      'consultee withdraws a request',
      'UPCOMING_PENDING',
      'consultee',
      2,
      policy,
      { kind: 'release', status: 'PAST_REQ_CANCELLED_BY_USER' },
    ],
    [
      'consultant declines a request',
      'UPCOMING_PENDING',
      'consultant',
      2,
      policy,
      { kind: 'release', status: 'PAST_REQ_CANCELLED_BY_CONSULTANT' },
    ],
    [
      'consultant cannot drop a held booking',
      'HELD',
      'consultant',
      48,
      policy,
      { kind: 'refused', reason: 'NOT_CANCELLABLE' },
    ],
    [
      'consultee early: full refund',
      'UPCOMING_CONFIRMED',
      'consultee',
      48,
      policy,
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 11900 },
    ],
    [
      'consultee exactly at the limit: full refund',
      'UPCOMING_CONFIRMED',
      'consultee',
      24,
      policy,
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 11900 },
    ],
    [
      'consultee late, default policy: nothing',
      'UPCOMING_CONFIRMED',
      'consultee',
      23.99,
      policy,
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 0 },
    ],
    [
      'consultee late, 50 %',
      'UPCOMING_CONFIRMED',
      'consultee',
      1,
      half,
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 5950 },
    ],
    [
      'consultee late, 33 % rounded to cents',
      'UPCOMING_CONFIRMED',
      'consultee',
      1,
      { fullRefundHoursBefore: 24, lateRefundPercent: 33 },
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 3927 },
    ],
    [
      'consultee with a 48 h window at 30 h',
      'UPCOMING_CONFIRMED',
      'consultee',
      30,
      { fullRefundHoursBefore: 48, lateRefundPercent: 0 },
      { kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 0 },
    ],
    [
      'consultant always refunds in full',
      'UPCOMING_CONFIRMED',
      'consultant',
      1,
      policy,
      { kind: 'refund', status: 'PAST_CANCELLED_BY_CONSULTANT', refundCents: 11900 },
    ],
    ['nothing once started', 'UPCOMING_CONFIRMED', 'consultee', 0, policy, { kind: 'refused', reason: 'STARTED' }],
    [
      'nothing once started, pending',
      'UPCOMING_PENDING',
      'consultant',
      -1,
      policy,
      { kind: 'refused', reason: 'STARTED' },
    ],
    [
      'a cancelled one stays cancelled',
      'PAST_CANCELLED_BY_USER',
      'consultee',
      48,
      policy,
      { kind: 'refused', reason: 'NOT_CANCELLABLE' },
    ],
    [
      'a completed one cannot be cancelled',
      'PAST_COMPLETED_WITH_TIMEOUT',
      'consultant',
      48,
      policy,
      { kind: 'refused', reason: 'NOT_CANCELLABLE' },
    ],
    [
      'an expired hold cannot be cancelled',
      'HOLD_EXPIRED',
      'consultee',
      48,
      policy,
      { kind: 'refused', reason: 'NOT_CANCELLABLE' },
    ],
  ])('%s', (_name, status, by, hours, rules, outcome) => {
    expect(
      cancellationOutcome({ policy: rules, status, by, startsAt, now: hoursBefore(hours), totalCents: 11900 }),
    ).toEqual(outcome)
  })

  it('rounds a half cent away from zero', () => {
    const late = { fullRefundHoursBefore: 24, lateRefundPercent: 50 }
    const outcome = cancellationOutcome({
      policy: late,
      status: 'UPCOMING_CONFIRMED',
      by: 'consultee',
      startsAt,
      now: hoursBefore(1),
      totalCents: 5951,
    })
    expect(outcome).toEqual({ kind: 'refund', status: 'PAST_CANCELLED_BY_USER', refundCents: 2976 })
  })
})
