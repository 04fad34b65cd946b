import { buildIcsCalendar, type CalendarEvent, type CalendarEventStatus } from '../booking/ics'
import { sessionCalendarUid } from '../booking/sessionCalendarUid'
import type { Locale } from '../locale'
import { calendarSummary, displayName } from '../sessions/noticeContent'
import { isCalledOffStatus, type ConsultationStatus } from '../status'
import { isInCalendarFeedWindow } from './window'

export type FeedPerson = { id: number; firstName?: string | null; lastName?: string | null }

/** One session as the feed needs it; the meeting room is the server's to compute. */
export type FeedSession = {
  id: number
  status: string
  startsAt: Date
  endsAt: Date
  calendarSequence?: number | null
  consultant: FeedPerson
  consultee: FeedPerson
  serviceTitles: string[]
  meetingUrl: string
}

/** Whose feed it is, and what it is written with. */
export type FeedContext = { ownerId: number; locale: Locale; host: string; now: Date }

/** The calendar apps fetch the feed again after this long (RFC 5545 duration). */
export const CALENDAR_FEED_REFRESH_INTERVAL = 'PT1H'

const CALENDAR_NAMES: Record<Locale, string> = { en: 'CareerBridge sessions', de: 'CareerBridge-Sitzungen' }

export function calendarFeedName(locale: Locale): string {
  return CALENDAR_NAMES[locale]
}

/** A slot held while a card is authorised, and the hold that lapsed: never a session anyone was told of. */
export const NEVER_IN_FEED_STATUSES = ['HELD', 'HOLD_EXPIRED'] as const satisfies readonly ConsultationStatus[]

/**
 * How a session of this status stands in the feed, or null when it is left out (NEVER_IN_FEED_STATUSES).
 * Called-off sessions stay, as CANCELLED, so calendars that hold them drop them; a request the consultant
 * has not answered yet is TENTATIVE.
 */
export function feedEventStatusOf(status: string): CalendarEventStatus | null {
  if ((NEVER_IN_FEED_STATUSES as readonly string[]).includes(status)) return null
  if (isCalledOffStatus(status)) return 'CANCELLED'
  return status === 'UPCOMING_PENDING' ? 'TENTATIVE' : 'CONFIRMED'
}

function feedEvent(session: FeedSession, status: CalendarEventStatus, context: FeedContext): CalendarEvent {
  const other = session.consultant.id === context.ownerId ? session.consultee : session.consultant
  const otherName = displayName(other.firstName, other.lastName, context.locale)
  // The room of a called-off session is not held for anyone: no link to it.
  const room = status === 'CANCELLED' ? [] : [session.meetingUrl]
  const description = [...room, ...session.serviceTitles].join('\n')
  return {
    uid: sessionCalendarUid(session.id, context.host),
    start: session.startsAt,
    end: session.endsAt,
    summary: calendarSummary(otherName, context.locale),
    ...(description ? { description } : {}),
    ...(room.length ? { url: session.meetingUrl, location: session.meetingUrl } : {}),
    stamp: context.now,
    sequence: session.calendarSequence ?? 0,
    status,
  }
}

const isParty = (session: FeedSession, ownerId: number) =>
  session.consultant.id === ownerId || session.consultee.id === ownerId

/** The owner's sessions of the feed's window as calendar events, earliest first, named in the owner's language. */
export function calendarFeedEvents(sessions: readonly FeedSession[], context: FeedContext): CalendarEvent[] {
  return sessions
    .filter((session) => isParty(session, context.ownerId) && isInCalendarFeedWindow(session.startsAt, context.now))
    .flatMap((session) => {
      const status = feedEventStatusOf(session.status)
      return status ? [{ session, status }] : []
    })
    .sort((a, b) => a.session.startsAt.getTime() - b.session.startsAt.getTime() || a.session.id - b.session.id)
    .map(({ session, status }) => feedEvent(session, status, context))
}

/** The text of the owner's calendar feed. */
export function calendarFeedIcs(sessions: readonly FeedSession[], context: FeedContext): string {
  return buildIcsCalendar({
    name: calendarFeedName(context.locale),
    refreshInterval: CALENDAR_FEED_REFRESH_INTERVAL,
    events: calendarFeedEvents(sessions, context),
  })
}
