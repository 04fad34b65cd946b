import { describe, expect, it } from 'vitest'

import { canAccept, canClose, canPropose, rescheduleActions, type RescheduleState } from './rules'

const settings = { windowHours: 24, maxMoves: 2 }
const startsAt = new Date('2026-12-10T09:00:00Z')
const dayBefore = new Date('2026-12-09T09:00:00Z')
const later = new Date('2026-12-11T09:00:00Z')
const state = (change: Partial<RescheduleState> = {}): RescheduleState => ({
  status: 'UPCOMING_CONFIRMED',
  startsAt,
  proposal: null,
  moves: 0,
  ...change,
})
const proposedBy = (side: 'consultant' | 'consultee') => ({ proposal: { startsAt: later, proposedBy: side } })

describe('canPropose', () => {
  it.each<[string, Partial<RescheduleState>, Date, Date, string | null]>([
    ['a confirmed session well ahead', {}, later, dayBefore, null],
    ['a pending request', { status: 'UPCOMING_PENDING' }, later, dayBefore, null],
    ['exactly at the window', {}, later, dayBefore, null],
    ['a minute inside the window', {}, later, new Date(dayBefore.getTime() + 60_000), 'WINDOW_CLOSED'],
    ['a held slot (not paid yet)', { status: 'HELD' }, later, dayBefore, 'NOT_MOVABLE'],
    ['a cancelled session', { status: 'PAST_CANCELLED_BY_USER' }, later, dayBefore, 'NOT_MOVABLE'],
    ['a session that took place', { status: 'PAST_COMPLETED_WITH_TIMEOUT' }, later, dayBefore, 'NOT_MOVABLE'],
    ['after the last allowed move', { moves: 2 }, later, dayBefore, 'MOVE_LIMIT'],
    ['with a proposal waiting', proposedBy('consultee'), later, dayBefore, 'PROPOSAL_PENDING'],
    ['to the time it already has', {}, new Date(startsAt), dayBefore, 'SAME_TIME'],
  ])('%s', (_case, change, to, now, refusal) => {
    const result = canPropose(state(change), 'consultee', to, settings, now)
    expect(result).toEqual(refusal === null ? { ok: true } : { ok: false, refusal })
  })

  it('follows the window admins set', () => {
    const inSixHours = new Date(startsAt.getTime() - 6 * 3_600_000)
    expect(canPropose(state(), 'consultant', later, { windowHours: 6, maxMoves: 1 }, inSixHours).ok).toBe(true)
    expect(canPropose(state(), 'consultant', later, { windowHours: 7, maxMoves: 1 }, inSixHours).ok).toBe(false)
  })
})

describe('answering a proposal', () => {
  it.each<[string, Partial<RescheduleState>, 'consultant' | 'consultee', Date, string | null]>([
    ['the consultant accepts the consultee proposal', proposedBy('consultee'), 'consultant', dayBefore, null],
    ['the consultee accepts the consultant proposal', proposedBy('consultant'), 'consultee', dayBefore, null],
    ['nobody accepts their own', proposedBy('consultee'), 'consultee', dayBefore, 'OWN_PROPOSAL'],
    ['nothing to accept', {}, 'consultant', dayBefore, 'NO_PROPOSAL'],
    [
      'too late to accept',
      proposedBy('consultee'),
      'consultant',
      new Date(startsAt.getTime() - 3_600_000),
      'WINDOW_CLOSED',
    ],
    ['the limit reached meanwhile', { ...proposedBy('consultee'), moves: 2 }, 'consultant', dayBefore, 'MOVE_LIMIT'],
  ])('%s', (_case, change, side, now, refusal) => {
    expect(canAccept(state(change), side, settings, now)).toEqual(
      refusal === null ? { ok: true } : { ok: false, refusal },
    )
  })

  it.each<[string, Partial<RescheduleState>, 'consultant' | 'consultee', 'declined' | 'withdrawn', string | null]>([
    ['the other side declines', proposedBy('consultee'), 'consultant', 'declined', null],
    ['nobody declines their own', proposedBy('consultee'), 'consultee', 'declined', 'OWN_PROPOSAL'],
    ['the proposer withdraws', proposedBy('consultant'), 'consultant', 'withdrawn', null],
    ['nobody withdraws the other side proposal', proposedBy('consultant'), 'consultee', 'withdrawn', 'NOT_PROPOSER'],
    ['nothing to decline', {}, 'consultee', 'declined', 'NO_PROPOSAL'],
  ])('%s', (_case, change, side, outcome, refusal) => {
    expect(canClose(state(change), side, outcome)).toEqual(refusal === null ? { ok: true } : { ok: false, refusal })
  })
})

describe('rescheduleActions', () => {
  it.each([
    ['nothing proposed', {}, 'consultee', { propose: true, accept: false, decline: false, withdraw: false }],
    [
      'the other side proposed',
      proposedBy('consultant'),
      'consultee',
      { propose: false, accept: true, decline: true, withdraw: false },
    ],
    [
      'they proposed',
      proposedBy('consultant'),
      'consultant',
      { propose: false, accept: false, decline: false, withdraw: true },
    ],
    ['no moves left', { moves: 2 }, 'consultant', { propose: false, accept: false, decline: false, withdraw: false }],
  ] as const)('%s, seen by the %s', (_case, change, side, expected) => {
    expect(rescheduleActions(state(change), side, settings, dayBefore)).toEqual(expected)
  })
})
