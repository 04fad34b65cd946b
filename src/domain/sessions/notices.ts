import { blocksSlot, type ConsultationStatus } from '../status'

/** The emails a session sends on its way; each goes at most once to each recipient. */
export const SESSION_NOTICES = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'reminder-24h',
  'reminder-1h',
  'issue-reported',
  'review-received',
  'reschedule-proposed',
  'reschedule-accepted',
  'reschedule-declined',
  'reschedule-withdrawn',
] as const
export type SessionNotice = (typeof SESSION_NOTICES)[number]

export type NoticeRecipient = 'consultant' | 'consultee'

export function isSessionNotice(value: unknown): value is SessionNotice {
  return typeof value === 'string' && (SESSION_NOTICES as readonly string[]).includes(value)
}

const BOTH: NoticeRecipient[] = ['consultant', 'consultee']
const CONSULTEE_CANCELLED = ['PAST_CANCELLED_BY_USER', 'PAST_REQ_CANCELLED_BY_USER']
const DECLINED = ['PAST_REQ_CANCELLED_BY_CONSULTANT', 'PAST_REQUEST_TIMEOUT']
const CANCELLED = [...CONSULTEE_CANCELLED, 'PAST_CANCELLED_BY_CONSULTANT']

export type NoticeFacts = {
  status: ConsultationStatus
  /** The request reached the consultant (an unpaid hold never does). */
  requested: boolean
  issueReported: boolean
  /**
   * For a reschedule notice: who proposed the move it is about, and how that proposal stands now (open
   * while unanswered); null when there is no such proposal.
   */
  reschedule?: { proposedBy: NoticeRecipient; outcome: 'open' | 'accepted' | 'declined' | 'withdrawn' } | null
}

const otherSide = (side: NoticeRecipient): NoticeRecipient => (side === 'consultant' ? 'consultee' : 'consultant')

/**
 * Who gets `notice` for a session as it is now. A notice that no longer fits (a reminder for a session
 * cancelled since, a request already answered) goes to nobody: the job may run minutes after it was queued.
 */
export function noticeRecipients(
  notice: SessionNotice,
  { status, requested, issueReported, reschedule }: NoticeFacts,
): NoticeRecipient[] {
  switch (notice) {
    case 'reschedule-proposed':
      return reschedule?.outcome === 'open' && blocksSlot(status) ? [otherSide(reschedule.proposedBy)] : []
    case 'reschedule-accepted':
      return reschedule?.outcome === 'accepted' && blocksSlot(status) ? BOTH : []
    case 'reschedule-declined':
      return reschedule?.outcome === 'declined' ? [reschedule.proposedBy] : []
    case 'reschedule-withdrawn':
      return reschedule?.outcome === 'withdrawn' ? [otherSide(reschedule.proposedBy)] : []
    case 'requested':
      return status === 'UPCOMING_PENDING' ? ['consultant'] : []
    case 'confirmed':
    case 'reminder-24h':
    case 'reminder-1h':
      return status === 'UPCOMING_CONFIRMED' ? BOTH : []
    case 'declined':
      return DECLINED.includes(status) ? ['consultee'] : []
    case 'cancelled':
      // The side that did not cancel.
      if (CONSULTEE_CANCELLED.includes(status)) return requested ? ['consultant'] : []
      return status === 'PAST_CANCELLED_BY_CONSULTANT' ? ['consultee'] : []
    case 'issue-reported':
      return issueReported ? ['consultant'] : []
    case 'review-received':
      return ['consultant']
  }
}

/** The notices a status change sends. */
export function noticesForStatusChange(from: string, to: ConsultationStatus): SessionNotice[] {
  if (to === 'UPCOMING_PENDING') return ['requested']
  if (to === 'UPCOMING_CONFIRMED') return ['confirmed']
  if (DECLINED.includes(to)) return ['declined']
  // An unpaid hold never reached the consultant, so its end is nobody's news.
  if (CANCELLED.includes(to)) return from === 'HELD' ? [] : ['cancelled']
  if (to === 'PAST_ISSUE_REPORTED') return ['issue-reported']
  return []
}

/**
 * The key of one sent email in the sent-notices collection. Reschedule notices can come more than once
 * per session: `round` (the proposal's place in the session's reschedule history) tells them apart.
 */
export function noticeKey(
  notice: SessionNotice,
  consultationId: number,
  recipient: NoticeRecipient,
  round?: number,
): string {
  return `${notice}:${consultationId}:${recipient}${round === undefined ? '' : `:${round}`}`
}
