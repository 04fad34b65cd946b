/**
 * The tabs of the session dashboards, each a `status` query the session lists understand: the two
 * groups plus the single statuses someone looks for on their own.
 */
export const SESSION_TABS = [
  'upcoming',
  'UPCOMING_PENDING',
  'UPCOMING_CONFIRMED',
  'PAST_CONSULTATION_TIME_PASSED',
  'PAST_ISSUE_REPORTED',
  'archived',
] as const

export type SessionTab = (typeof SESSION_TABS)[number]

/** The session dashboard of a side: /consultee/dashboard/sessions or /consultant/dashboard/sessions. */
export const sessionsPath = (side: 'consultee' | 'consultant') => `/${side}/dashboard/sessions`

/** The tab a `status` query asks for; anything unknown shows the upcoming sessions. */
export function sessionTabOf(raw: unknown): SessionTab {
  return SESSION_TABS.find((tab) => tab === raw) ?? 'upcoming'
}

/** The id of a session's row on its dashboard, so a link can lead to that one session. */
export const sessionAnchor = (consultationId: number) => `session-${consultationId}`

/** The consultee's upcoming sessions, scrolled to one of them (e.g. from the booking's success page). */
export const consulteeSessionPath = (consultationId: number) =>
  `${sessionsPath('consultee')}?status=upcoming#${sessionAnchor(consultationId)}`

/** The session dashboard of a side with the answer to the proposed new time of one session opened (emails). */
export const rescheduleAnswerPath = (side: 'consultee' | 'consultant', consultationId: number) =>
  `${sessionsPath(side)}?reschedule=${consultationId}`

/** The session a `reschedule` query names, or null when it names none. */
export function rescheduleTargetOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
