import { instantLabels } from '../booking/timeLabels'
import type { SessionListItem } from '@/server/booking/sessionList'

export const counterpartName = (item: SessionListItem) =>
  `${item.counterpart.firstName} ${item.counterpart.lastName}`.trim()

/** When a session takes place in the viewer's zone: 'Tuesday, 1 December 2026, 09:30–10:30'. */
export function sessionWhen(
  item: Pick<SessionListItem, 'startsAt' | 'endsAt'>,
  timeZone: string,
  locale: string,
): string {
  const start = instantLabels(item.startsAt, timeZone, locale)
  return `${start.date}, ${start.time}–${instantLabels(item.endsAt, timeZone, locale).time}`
}
