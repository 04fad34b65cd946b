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

/** The text of an .ics file holding one event, with CRLF line endings. */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CareerBridge//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.method === 'REQUEST' ? [`SEQUENCE:${event.sequence ?? 0}`, 'STATUS:CONFIRMED'] : []),
    ...personLines(event),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
