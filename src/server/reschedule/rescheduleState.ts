import type { RescheduleSide, RescheduleState } from '@/domain/reschedule'
import type { Consultation } from '@/payload-types'

const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)

export const consultantIdOf = (consultation: Consultation) => idOf(consultation.consultant)
export const consulteeIdOf = (consultation: Consultation) => idOf(consultation.user)

/** Which side of the session `userId` is on, or null for anyone else. */
export function sideOf(consultation: Consultation, userId: number): RescheduleSide | null {
  if (consultantIdOf(consultation) === userId) return 'consultant'
  if (consulteeIdOf(consultation) === userId) return 'consultee'
  return null
}

/** The open proposal of a stored session, or null. */
export function openProposal(consultation: Pick<Consultation, 'rescheduleProposal'>) {
  const { startsAt, endsAt, proposedBy, proposedAt } = consultation.rescheduleProposal ?? {}
  if (!startsAt || !endsAt || !proposedBy || !proposedAt) return null
  return { startsAt: new Date(startsAt), endsAt: new Date(endsAt), proposedBy, proposedAt: new Date(proposedAt) }
}

export const acceptedMoves = (consultation: Pick<Consultation, 'rescheduleHistory'>) =>
  (consultation.rescheduleHistory ?? []).filter((entry) => entry.outcome === 'accepted').length

/** The fields a session's reschedule state is read from. */
export type ReschedulableSession = Pick<
  Consultation,
  'status' | 'startsAt' | 'rescheduleProposal' | 'rescheduleHistory'
>

export function rescheduleStateOf(consultation: ReschedulableSession): RescheduleState {
  const proposal = openProposal(consultation)
  return {
    status: consultation.status,
    startsAt: new Date(consultation.startsAt),
    proposal: proposal && { startsAt: proposal.startsAt, proposedBy: proposal.proposedBy },
    moves: acceptedMoves(consultation),
  }
}

/** The fields that close the open proposal (the group's columns set to null). */
export const NO_PROPOSAL = { startsAt: null, endsAt: null, proposedBy: null, proposedAt: null }
