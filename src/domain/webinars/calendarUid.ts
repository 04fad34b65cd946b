/** The UID of a webinar's calendar entry: the same in every confirmation, so a calendar keeps one entry. */
export function webinarCalendarUid(webinarId: number | string, host: string): string {
  return `webinar-${webinarId}@${host}`
}
