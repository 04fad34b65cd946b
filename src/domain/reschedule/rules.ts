import { blocksSlot } from '../status'

export const RESCHEDULE_SIDES = ['consultant', 'consultee'] as const
export type RescheduleSide = (typeof RESCHEDULE_SIDES)[number]

export const RESCHEDULE_OUTCOMES = ['accepted', 'declined', 'withdrawn'] as const
export type RescheduleOutcome = (typeof RESCHEDULE_OUTCOMES)[number]

/** What admins set: how late a session may still be moved, and how often. */
export type RescheduleSettings = { windowHours: number; maxMoves: number }

export const DEFAULT_RESCHEDULE_SETTINGS: RescheduleSettings = { windowHours: 24, maxMoves: 2 }

export const RESCHEDULE_REFUSALS = [
  // Only a pending or confirmed session can move.
  'NOT_MOVABLE',
  // Too close to the start (the admins' window).
  'WINDOW_CLOSED',
  // The session has moved as often as admins allow.
  'MOVE_LIMIT',
  // One proposal at a time: it is answered or withdrawn first.
  'PROPOSAL_PENDING',
  'NO_PROPOSAL',
  // Nobody answers their own proposal, nor withdraws the other side's.
  'OWN_PROPOSAL',
  'NOT_PROPOSER',
  'SAME_TIME',
] as const
export type RescheduleRefusal = (typeof RESCHEDULE_REFUSALS)[number]

export type RescheduleState = {
  status: string
  startsAt: Date
  proposal: { startsAt: Date; proposedBy: RescheduleSide } | null
  /** Moves accepted so far. */
  moves: number
}

export type RescheduleCheck = { ok: true } | { ok: false; refusal: RescheduleRefusal }

const HOUR_MS = 3_600_000
const refuse = (refusal: RescheduleRefusal): RescheduleCheck => ({ ok: false, refusal })
const OK: RescheduleCheck = { ok: true }

function movable(state: RescheduleState, settings: RescheduleSettings, now: Date): RescheduleCheck {
  if (!blocksSlot(state.status) || state.status === 'HELD') return refuse('NOT_MOVABLE')
  if (now.getTime() > state.startsAt.getTime() - settings.windowHours * HOUR_MS) return refuse('WINDOW_CLOSED')
  if (state.moves >= settings.maxMoves) return refuse('MOVE_LIMIT')
  return OK
}

/** Whether `side` may propose `to` as the session's new start now (the slot itself is checked apart). */
export function canPropose(
  state: RescheduleState,
  side: RescheduleSide,
  to: Date,
  settings: RescheduleSettings,
  now: Date,
): RescheduleCheck {
  const check = movable(state, settings, now)
  if (!check.ok) return check
  if (state.proposal) return refuse('PROPOSAL_PENDING')
  return to.getTime() === state.startsAt.getTime() ? refuse('SAME_TIME') : OK
}

/** Whether `side` may accept the proposal now: it is the other side's, and the session may still move. */
export function canAccept(
  state: RescheduleState,
  side: RescheduleSide,
  settings: RescheduleSettings,
  now: Date,
): RescheduleCheck {
  if (!state.proposal) return refuse('NO_PROPOSAL')
  if (state.proposal.proposedBy === side) return refuse('OWN_PROPOSAL')
  return movable(state, settings, now)
}

/** Declining is the other side's answer, withdrawing the proposer's; either is possible at any time. */
export function canClose(
  state: RescheduleState,
  side: RescheduleSide,
  outcome: 'declined' | 'withdrawn',
): RescheduleCheck {
  if (!state.proposal) return refuse('NO_PROPOSAL')
  const own = state.proposal.proposedBy === side
  if (outcome === 'declined' && own) return refuse('OWN_PROPOSAL')
  if (outcome === 'withdrawn' && !own) return refuse('NOT_PROPOSER')
  return OK
}

export type RescheduleActions = { propose: boolean; accept: boolean; decline: boolean; withdraw: boolean }

/** The reschedule actions a session list offers `side` on a session now. */
export function rescheduleActions(
  state: RescheduleState,
  side: RescheduleSide,
  settings: RescheduleSettings,
  now: Date,
): RescheduleActions {
  const proposable = !state.proposal && movable(state, settings, now).ok
  return {
    propose: proposable,
    accept: canAccept(state, side, settings, now).ok,
    decline: canClose(state, side, 'declined').ok,
    withdraw: canClose(state, side, 'withdrawn').ok,
  }
}
