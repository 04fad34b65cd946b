/**
 * The UID of a session's calendar entry. The booking page's download, the emailed invitations and the
 * calendar feed all use it, so each of them updates the one entry a calendar already holds.
 */
export function sessionCalendarUid(consultationId: number | string, host: string): string {
  return `consultation-${consultationId}@${host}`
}
