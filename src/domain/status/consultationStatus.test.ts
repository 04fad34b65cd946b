import { describe, expect, it } from 'vitest'
import {
  COMPLETION_SUBMISSIONS,
  CONSULTATION_STATUSES,
  SLOT_BLOCKING_STATUSES,
  blocksSlot,
  completionOutcome,
  consultationStatusMachine,
  type CompletionOutcome,
  type CompletionSubmission,
} from './consultationStatus'
import { IllegalTransitionError } from './machine'

const ALLOWED = new Set([
  'HELD -> UPCOMING_PENDING',
  'HELD -> HOLD_EXPIRED',
  'HELD -> PAST_REQ_CANCELLED_BY_USER',
  'UPCOMING_PENDING -> UPCOMING_CONFIRMED',
  'UPCOMING_PENDING -> PAST_REQ_CANCELLED_BY_CONSULTANT',
  'UPCOMING_PENDING -> PAST_REQ_CANCELLED_BY_USER',
  'UPCOMING_PENDING -> PAST_REQUEST_TIMEOUT',
  'UPCOMING_CONFIRMED -> PAST_CANCELLED_BY_USER',
  'UPCOMING_CONFIRMED -> PAST_CANCELLED_BY_CONSULTANT',
  'UPCOMING_CONFIRMED -> PAST_CONSULTATION_TIME_PASSED',
  'PAST_CONSULTATION_TIME_PASSED -> PAST_COMPLETED_WITH_USER_CONFIRMATION',
  'PAST_CONSULTATION_TIME_PASSED -> PAST_ISSUE_REPORTED',
  'PAST_CONSULTATION_TIME_PASSED -> PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_ISSUE_REPORTED -> PAST_COMPLETED_WITH_USER_CONFIRMATION',
])

const TERMINAL = [
  'HOLD_EXPIRED',
  'PAST_COMPLETED_WITH_TIMEOUT',
  'PAST_COMPLETED_WITH_USER_CONFIRMATION',
  'PAST_CANCELLED_BY_USER',
  'PAST_CANCELLED_BY_CONSULTANT',
  'PAST_REQ_CANCELLED_BY_USER',
  'PAST_REQ_CANCELLED_BY_CONSULTANT',
  'PAST_REQUEST_TIMEOUT',
]

const ALL_PAIRS = CONSULTATION_STATUSES.flatMap((from) => CONSULTATION_STATUSES.map((to) => [from, to] as const))

describe('consultation machine, every pair', () => {
  it('has 13 states', () => {
    expect(CONSULTATION_STATUSES).toHaveLength(13)
  })

  it.each(ALL_PAIRS)('%s -> %s', (from, to) => {
    const expected = from === to || ALLOWED.has(`${from} -> ${to}`)
    expect(consultationStatusMachine.canTransition(from, to)).toBe(expected)
    if (expected) {
      expect(() => consultationStatusMachine.assertTransition(from, to)).not.toThrow()
    } else {
      expect(() => consultationStatusMachine.assertTransition(from, to)).toThrow(IllegalTransitionError)
      expect(() => consultationStatusMachine.assertTransition(from, to)).toThrow(
        expect.objectContaining({ code: 'ILLEGAL_TRANSITION', machine: 'consultation', from, to }),
      )
    }
  })

  it.each(CONSULTATION_STATUSES)('%s is terminal only if listed as terminal', (status) => {
    expect(consultationStatusMachine.isTerminal(status)).toBe(TERMINAL.includes(status))
  })
})

describe('slot blocking', () => {
  it('blocks the slot while held, pending or confirmed', () => {
    expect(SLOT_BLOCKING_STATUSES).toEqual(['HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'])
  })

  it.each(CONSULTATION_STATUSES)('%s', (status) => {
    expect(blocksSlot(status)).toBe(['HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'].includes(status))
  })

  it.each(['', 'held', 'UNKNOWN'])('unknown value %j does not block', (status) => {
    expect(blocksSlot(status)).toBe(false)
  })
})

describe('completionOutcome', () => {
  it.each<{ sent: CompletionSubmission; outcome: CompletionOutcome }>([
    {
      sent: 'CONFIRMED',
      outcome: { kind: 'setStatus', status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION' },
    },
    { sent: 'PAST_ISSUE_REPORTED', outcome: { kind: 'setStatus', status: 'PAST_ISSUE_REPORTED' } },
    { sent: 'FEEDBACK_GIVEN', outcome: { kind: 'markFeedbackGiven' } },
  ])('$sent -> $outcome', ({ sent, outcome }) => {
    expect(completionOutcome(sent)).toEqual(outcome)
  })

  it('covers every submission value', () => {
    expect(COMPLETION_SUBMISSIONS).toEqual(['CONFIRMED', 'PAST_ISSUE_REPORTED', 'FEEDBACK_GIVEN'])
  })

  it.each(['CONFIRMED', 'PAST_ISSUE_REPORTED'] as const)(
    'the status set by %s is reachable once the consultation time has passed',
    (sent) => {
      const outcome = completionOutcome(sent)
      expect(outcome.kind).toBe('setStatus')
      if (outcome.kind === 'setStatus') {
        expect(consultationStatusMachine.canTransition('PAST_CONSULTATION_TIME_PASSED', outcome.status)).toBe(true)
      }
    },
  )
})
