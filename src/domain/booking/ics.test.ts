import { describe, expect, it } from 'vitest'

import { buildIcs, buildIcsCalendar, escapeIcsText, foldIcsLine, icsDateTime } from './ics'

const octets = (text: string) => Buffer.byteLength(text, 'utf8')
const unfold = (text: string) => text.replace(/\r\n /g, '')

const event = {
  uid: 'consultation-42@careerbridge',
  start: new Date('2026-12-01T14:30:00.000Z'),
  end: new Date('2026-12-01T15:30:00.000Z'),
  summary: 'Session with Mia Schmidt',
  description: 'Services: CV review, Salary negotiation',
  stamp: new Date('2026-11-20T08:05:09.123Z'),
}

describe('icsDateTime', () => {
  it.each([
    ['2026-12-01T14:30:00.000Z', '20261201T143000Z'],
    ['2026-03-29T01:00:00.000Z', '20260329T010000Z'],
    ['2026-11-20T08:05:09.123Z', '20261120T080509Z'],
  ])('%s is %s', (iso, expected) => {
    expect(icsDateTime(new Date(iso))).toBe(expected)
  })
})

describe('escapeIcsText', () => {
  it.each([
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['C:\\path', 'C:\\\\path'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['\\,;', '\\\\\\,\\;'],
    ['plain text', 'plain text'],
  ])('%j is written %j', (text, expected) => {
    expect(escapeIcsText(text)).toBe(expected)
  })
})

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`
    expect(octets(line)).toBe(75)
    expect(foldIcsLine(line)).toBe(line)
  })

  it('folds longer lines at 75 octets, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`
    const folded = foldIcsLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBe(3)
    expect(physical.every((part) => octets(part) <= 75)).toBe(true)
    expect(octets(physical[0]!)).toBe(75)
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(unfold(folded)).toBe(line)
  })

  it('never splits a multi-octet character', () => {
    const line = `SUMMARY:${'Prüfung €😀 '.repeat(12)}`
    const folded = foldIcsLine(line)
    const physical = folded.split('\r\n')
    expect(physical.length).toBeGreaterThan(2)
    expect(physical.every((part) => octets(part) <= 75)).toBe(true)
    expect(physical.join('')).not.toContain('\uFFFD')
    expect(unfold(folded)).toBe(line)
  })
})

describe('buildIcs', () => {
  const ics = buildIcs(event)

  it('writes one event in UTC with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.split('\r\n')
    expect(lines).toContain('UID:consultation-42@careerbridge')
    expect(lines).toContain('DTSTAMP:20261120T080509Z')
    expect(lines).toContain('DTSTART:20261201T143000Z')
    expect(lines).toContain('DTEND:20261201T153000Z')
    expect(lines).toContain('SUMMARY:Session with Mia Schmidt')
    expect(lines).toContain('DESCRIPTION:Services: CV review\\, Salary negotiation')
  })

  it('escapes the summary and description and folds long lines', () => {
    const long = buildIcs({
      ...event,
      summary: 'Beratung; Müller, Anna',
      description: `Line one\nLine two; ${'ä'.repeat(60)}`,
      url: 'https://careerbridge.example/booking-success/42',
    })
    const unfolded = unfold(long).split('\r\n')
    expect(unfolded).toContain('SUMMARY:Beratung\\; Müller\\, Anna')
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nLine two\\; ${'ä'.repeat(60)}`)
    expect(unfolded).toContain('URL:https://careerbridge.example/booking-success/42')
    expect(long.split('\r\n').every((line) => octets(line) <= 75)).toBe(true)
  })

  it('leaves out an empty description', () => {
    expect(buildIcs({ ...event, description: '' })).not.toContain('DESCRIPTION')
  })
})

describe('buildIcs as an emailed invitation', () => {
  const invitation = buildIcs({
    ...event,
    method: 'REQUEST',
    location: 'https://meet.jit.si/careerbridge-abc',
    organizer: { name: 'CareerBridge', email: 'no-reply@careerbridge.dev' },
    attendees: [{ name: 'Anna "Ann" Müller', email: 'anna@example.com' }],
  })
  const lines = unfold(invitation).split('\r\n')

  it('is a REQUEST with the meeting as location, an organizer and an attendee who need not answer', () => {
    expect(lines).toContain('METHOD:REQUEST')
    expect(lines).toContain('LOCATION:https://meet.jit.si/careerbridge-abc')
    expect(lines).toContain('ORGANIZER;CN="CareerBridge":mailto:no-reply@careerbridge.dev')
    expect(lines).toContain(
      'ATTENDEE;CN="Anna Ann Müller";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:anna@example.com',
    )
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('STATUS:CONFIRMED')
  })

  it('keeps a plain file a PUBLISH without people or sequence', () => {
    const plain = buildIcs(event).split('\r\n')
    expect(plain).toContain('METHOD:PUBLISH')
    expect(plain.some((line) => /^(ORGANIZER|ATTENDEE|SEQUENCE|LOCATION)/.test(line))).toBe(false)
  })
})

describe('buildIcsCalendar', () => {
  const feed = buildIcsCalendar({
    name: 'CareerBridge-Sitzungen, privat',
    refreshInterval: 'PT1H',
    events: [
      { ...event, uid: 'consultation-1@careerbridge', sequence: 2, status: 'CONFIRMED' },
      { ...event, uid: 'consultation-2@careerbridge', sequence: 3, status: 'CANCELLED' },
    ],
  })
  const lines = unfold(feed).split('\r\n')

  it('is one published calendar with its name and how often to fetch it again', () => {
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CareerBridge//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ])
    expect(lines).toContain('X-WR-CALNAME:CareerBridge-Sitzungen\\, privat')
    expect(lines).toContain('NAME:CareerBridge-Sitzungen\\, privat')
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H')
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H')
    expect(feed.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it.each([
    ['consultation-1@careerbridge', 'SEQUENCE:2', 'STATUS:CONFIRMED'],
    ['consultation-2@careerbridge', 'SEQUENCE:3', 'STATUS:CANCELLED'],
  ])('writes %s with its own %s and %s', (uid, sequence, status) => {
    const start = lines.indexOf(`UID:${uid}`)
    const end = lines.indexOf('END:VEVENT', start)
    expect(lines.slice(start, end)).toEqual(expect.arrayContaining([sequence, status, 'DTSTART:20261201T143000Z']))
  })

  it('holds no event without events', () => {
    const empty = buildIcsCalendar({ name: 'x', refreshInterval: 'PT1H', events: [] })
    expect(empty).not.toContain('BEGIN:VEVENT')
    expect(empty.endsWith('X-PUBLISHED-TTL:PT1H\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('lets a downloaded file carry a sequence and status when they are given', () => {
    const moved = buildIcs({ ...event, sequence: 4, status: 'CANCELLED' }).split('\r\n')
    expect(moved).toContain('SEQUENCE:4')
    expect(moved).toContain('STATUS:CANCELLED')
  })
})
