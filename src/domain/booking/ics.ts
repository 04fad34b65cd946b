/** Someone named in an invitation: the organizer or an attendee. */
export type CalendarPerson = { name: string; email: string }

/** One calendar entry of an .ics file (RFC 5545). Times are instants; the file writes them in UTC. */
export type CalendarEvent = {
  /** PUBLISH (default) for a file to import; REQUEST for an invitation sent by email (RFC 5546). */
  method?: 'PUBLISH' | 'REQUEST'
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  url?: string
  location?: string
  /** An invitation (REQUEST) needs an organizer and at least one attendee. */
  organizer?: CalendarPerson
  attendees?: CalendarPerson[]
  /** When the file was made (DTSTAMP). */
  stamp: Date
  /** RFC 5545 SEQUENCE: a calendar takes an update of the same UID only when it is higher. */
  sequence?: number
  /** RFC 5545 STATUS; a calendar removes or strikes out a CANCELLED entry of a UID it holds. */
  status?: CalendarEventStatus
}

export type CalendarEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'

/** A calendar of many events that a calendar app subscribes to (and fetches again now and then). */
export type CalendarFeed = {
  /** The calendar's name in the app (X-WR-CALNAME and RFC 7986 NAME). */
  name: string
  /** How often to fetch it again, as an RFC 5545 duration (e.g. PT1H). */
  refreshInterval: string
  events: CalendarEvent[]
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** 2026-12-01T09:30:00.000Z as 20261201T093000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks written as \n. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * Folds a content line so no physical line is longer than 75 octets; a continuation starts with a space,
 * which counts towards its 75. Characters are never split, so a multi-octet UTF-8 sequence stays whole.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0)
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join(`${CRLF} `)
}

const isQuotable = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return char !== '"' && code >= 0x20 && code !== 0x7f
}

/** A CN parameter value: always quoted, and a quoted value cannot hold a double quote or a control character. */
function commonName(name: string): string {
  return `"${[...name].filter(isQuotable).join('')}"`
}

function personLines(event: CalendarEvent): string[] {
  const organizer = event.organizer
    ? [`ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`]
    : []
  // Both sides already agreed to the session, so no calendar asks them to answer.
  const attendees = (event.attendees ?? []).map(
    (person) =>
      `ATTENDEE;CN=${commonName(person.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${person.email}`,
  )
  return [...organizer, ...attendees]
}

function eventLines(event: CalendarEvent): string[] {
  const invitation = event.method === 'REQUEST'
  const sequence = event.sequence ?? (invitation ? 0 : undefined)
  const status = event.status ?? (invitation ? 'CONFIRMED' : undefined)
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(sequence === undefined ? [] : [`SEQUENCE:${sequence}`]),
    ...(status ? [`STATUS:${status}`] : []),
    ...personLines(event),
    'END:VEVENT',
  ]
}

function calendarText(method: 'PUBLISH' | 'REQUEST', head: string[], events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CareerBridge//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...head,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

/** The text of an .ics file holding one event, with CRLF line endings. */
export function buildIcs(event: CalendarEvent): string {
  return calendarText(event.method ?? 'PUBLISH', [], [event])
}

/**
 * The text of a subscribed calendar: every event published (events carry no method of their own), with the
 * calendar's name and a hint how often to fetch it again (RFC 7986 REFRESH-INTERVAL; X-PUBLISHED-TTL for
 * Outlook and older Apple calendars).
 */
export function buildIcsCalendar(feed: CalendarFeed): string {
  const head = [
    `NAME:${escapeIcsText(feed.name)}`,
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${feed.refreshInterval}`,
    `X-PUBLISHED-TTL:${feed.refreshInterval}`,
  ]
  return calendarText('PUBLISH', head, feed.events)
}
