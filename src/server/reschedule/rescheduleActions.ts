import type { Payload, PayloadRequest } from 'payload'

import { moveTarget } from './moveSlots'
import { rescheduleRefusal } from './rescheduleRefusal'
import { rescheduleSettings } from '@/server/booking/bookingSettings'
import { NO_PROPOSAL, consultantIdOf, openProposal, rescheduleStateOf } from './rescheduleState'
import { canAccept, canClose, canPropose, type RescheduleSide } from '@/domain/reschedule'
import { sessionInterval, type SessionType } from '@/domain/scheduling'
import type { SessionNotice } from '@/domain/sessions/notices'
import type { Consultation } from '@/payload-types'
import { bookingRefusal, isOverlapViolation } from '@/server/booking/bookingErrors'
import { withLockedConsultation } from '@/server/booking/lockedConsultation'
import { fitsSessionLimits } from '@/server/booking/sessionLimits'
import { forgetReminders } from '@/server/queries/sessions'

export type RescheduleParty = { side: RescheduleSide; userId: number }

type HistoryEntry = NonNullable<Consultation['rescheduleHistory']>[number]

async function save(
  req: PayloadRequest,
  consultation: Consultation,
  data: Partial<Consultation>,
  notice: SessionNotice,
) {
  const updated = await req.payload.update({
    collection: 'consultations',
    id: consultation.id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // The proposal's place in the history tells this notice from the session's earlier ones.
  const round = (updated.rescheduleHistory ?? []).length
  await req.payload.jobs.queue({
    task: 'sessionNotice',
    input: { consultationId: consultation.id, notice, round },
    req,
  })
  return updated
}

/** Either side proposes a new start; the session keeps its time (and its slot) until the other side answers. */
export async function proposeReschedule(
  payload: Payload,
  party: RescheduleParty,
  consultationId: number,
  start: Date,
  now: Date,
): Promise<Consultation> {
  const settings = await rescheduleSettings(payload)
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    const check = canPropose(rescheduleStateOf(consultation), party.side, start, settings, now)
    if (!check.ok) throw rescheduleRefusal(check.refusal)
    await moveTarget(req, consultation, start, now)
    const end = sessionInterval(start, consultation.sessionType as SessionType).end
    const proposal = {
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      proposedBy: party.side,
      proposedAt: now.toISOString(),
    }
    return save(req, consultation, { rescheduleProposal: proposal }, 'reschedule-proposed')
  })
}

/** The session's history with its open proposal closed as `outcome`, and that proposal's entry. */
function closeProposal(consultation: Consultation, outcome: HistoryEntry['outcome'], now: Date) {
  const proposal = openProposal(consultation)
  if (!proposal) throw rescheduleRefusal('NO_PROPOSAL')
  const entry: HistoryEntry = {
    fromStartsAt: consultation.startsAt,
    toStartsAt: proposal.startsAt.toISOString(),
    proposedBy: proposal.proposedBy,
    proposedAt: proposal.proposedAt.toISOString(),
    decidedAt: now.toISOString(),
    outcome,
  }
  return { entry, history: [...(consultation.rescheduleHistory ?? []), entry] }
}

/**
 * The other side accepts: the session moves to the proposed time in one transaction, under the database's
 * no-overlap constraint (a booking or another move that took the time first wins; this one is a 409) and
 * the consultant's limits. The payment stays as it is; the reminders follow the new time.
 */
export async function acceptReschedule(
  payload: Payload,
  party: RescheduleParty,
  consultationId: number,
  now: Date,
): Promise<Consultation> {
  const settings = await rescheduleSettings(payload)
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    const check = canAccept(rescheduleStateOf(consultation), party.side, settings, now)
    if (!check.ok) throw rescheduleRefusal(check.refusal)
    const { entry, history } = closeProposal(consultation, 'accepted', now)
    const target = await moveTarget(req, consultation, new Date(entry.toStartsAt), now)
    const consultantId = consultantIdOf(consultation)
    if (!(await fitsSessionLimits(req, consultantId, target.availability, target.interval.start, consultation.id))) {
      throw bookingRefusal('SLOT_FULLY_BOOKED')
    }
    const moved = {
      startsAt: target.interval.start.toISOString(),
      endsAt: target.interval.end.toISOString(),
      blockedFrom: target.blocked.start.toISOString(),
      blockedUntil: target.blocked.end.toISOString(),
      rescheduleProposal: NO_PROPOSAL,
      rescheduleHistory: history,
    }
    const updated = await save(req, consultation, moved, 'reschedule-accepted').catch((error: unknown) => {
      throw isOverlapViolation(error) ? bookingRefusal('SLOT_TAKEN') : error
    })
    await forgetReminders(req, consultation.id)
    return updated
  })
}

/** The other side declines, or the proposer withdraws: the session keeps its time. */
export async function closeReschedule(
  payload: Payload,
  party: RescheduleParty,
  consultationId: number,
  outcome: 'declined' | 'withdrawn',
  now: Date,
): Promise<Consultation> {
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    const check = canClose(rescheduleStateOf(consultation), party.side, outcome)
    if (!check.ok) throw rescheduleRefusal(check.refusal)
    const data = {
      rescheduleProposal: NO_PROPOSAL,
      rescheduleHistory: closeProposal(consultation, outcome, now).history,
    }
    return save(req, consultation, data, outcome === 'declined' ? 'reschedule-declined' : 'reschedule-withdrawn')
  })
}
