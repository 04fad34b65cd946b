import type { ConsultationStatus } from './consultationStatus'
import type { AccountRole } from './role'

export const CONSULTATION_LABEL_KEYS = [
  'requested',
  'pending',
  'confirmed',
  'completed',
  'declined',
  'reportedOpen',
  'reportedResolved',
  'unknown',
] as const

export type ConsultationLabelKey = (typeof CONSULTATION_LABEL_KEYS)[number]

const LABEL_KEY_BY_STATUS: ReadonlyMap<string, ConsultationLabelKey> = new Map<
  ConsultationStatus,
  ConsultationLabelKey
>([
  ['UPCOMING_CONFIRMED', 'confirmed'],
  ['PAST_COMPLETED_WITH_TIMEOUT', 'completed'],
  ['PAST_COMPLETED_WITH_USER_CONFIRMATION', 'completed'],
  ['PAST_CONSULTATION_TIME_PASSED', 'completed'],
  ['PAST_CANCELLED_BY_USER', 'declined'],
  ['PAST_CANCELLED_BY_CONSULTANT', 'declined'],
  ['PAST_REQ_CANCELLED_BY_USER', 'declined'],
  ['PAST_REQ_CANCELLED_BY_CONSULTANT', 'declined'],
  ['PAST_REQUEST_TIMEOUT', 'declined'],
  ['PAST_ISSUE_REPORTED', 'reportedOpen'],
])

/**
 * Spec §4 display label; accepts any string because stored data may hold unknown values. A reported
 * issue an admin has resolved is no longer "open" (the spec's table knows only the open one).
 */
export function consultationLabelKey(status: string, viewer: AccountRole, issueResolved = false): ConsultationLabelKey {
  if (status === 'UPCOMING_PENDING') return viewer === 'CONSULTANT' ? 'requested' : 'pending'
  if (status === 'PAST_ISSUE_REPORTED' && issueResolved) return 'reportedResolved'
  return LABEL_KEY_BY_STATUS.get(status) ?? 'unknown'
}

export const CONSULTATION_LABELS_EN: Readonly<Record<ConsultationLabelKey, string>> = {
  requested: 'Requested',
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  reportedOpen: 'Reported - Open',
  reportedResolved: 'Reported - Resolved',
  unknown: 'Unknown',
}

export const CONSULTATION_LABELS_DE: Readonly<Record<ConsultationLabelKey, string>> = {
  requested: 'Angefragt',
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
  completed: 'Abgeschlossen',
  declined: 'Abgelehnt',
  reportedOpen: 'Gemeldet - Offen',
  reportedResolved: 'Gemeldet - Gelöst',
  unknown: 'Unbekannt',
}
