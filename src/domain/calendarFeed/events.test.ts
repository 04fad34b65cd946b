import { describe, expect, it } from 'vitest'

import { calendarFeedEvents, calendarFeedIcs, feedEventStatusOf, type FeedContext, type FeedSession } from './events'
import { CONSULTATION_STATUSES } from '../status'

const now = new Date('2026-04-10T12:00:00.000Z')
const consultant = { id: 7, firstName: 'Jonas', lastName: 'Weber' }
const consultee = { id: 9, firstName: 'Lena', lastName: 'Fischer' }
const context: FeedContext = { ownerId: consultee.id, locale: 'en', host: 'careerbridge.example', now }

function session(id: number, startsAt: string, overrides: Partial<FeedSession> = {}): FeedSession {
  const start = new Date(startsAt)
  return {
    id,
    status: 'UPCOMING_CONFIRMED',
    startsAt: start,
    endsAt: new Date(start.getTime() + 60 * 60 * 1000),
    calendarSequence: null,
    consultant,
    consultee,
    serviceTitles: ['CV review', 'Salary negotiation'],
    meetingUrl: `https://meet.example/room-${id}`,
    ...overrides,
  }
}

describe('feedEventStatusOf', () => {
  const expected: Record<string, string | null> = {
    HELD: null,
    HOLD_EXPIRED: null,
    UPCOMING_PENDING: 'TENTATIVE',
    UPCOMING_CONFIRMED: 'CONFIRMED',
    PAST_CONSULTATION_TIME_PASSED: 'CONFIRMED',
    PAST_COMPLETED_WITH_TIMEOUT: 'CONFIRMED',
    PAST_COMPLETED_WITH_USER_CONFIRMATION: 'CONFIRMED',
    PAST_ISSUE_REPORTED: 'CONFIRMED',
    PAST_CANCELLED_BY_USER: 'CANCELLED',
    PAST_CANCELLED_BY_CONSULTANT: 'CANCELLED',
    PAST_REQ_CANCELLED_BY_USER: 'CANCELLED',
    PAST_REQ_CANCELLED_BY_CONSULTANT: 'CANCELLED',
    PAST_REQUEST_TIMEOUT: 'CANCELLED',
  }

  it('names every status of a consultation', () => {
    expect(Object.keys(expected).sort()).toEqual([...CONSULTATION_STATUSES].sort())
  })

  it.each(Object.entries(expected))('%s is %s', (status, eventStatus) => {
    expect(feedEventStatusOf(status)).toBe(eventStatus)
  })
})

describe('calendarFeedEvents', () => {
  it.each([
    ['the consultee', consultee.id, 'en', 'CareerBridge session with Jonas Weber'],
    ['the consultant', consultant.id, 'en', 'CareerBridge session with Lena Fischer'],
    ['a German consultee', consultee.id, 'de', 'CareerBridge-Sitzung mit Jonas Weber'],
    ['a German consultant', consultant.id, 'de', 'CareerBridge-Sitzung mit Lena Fischer'],
  ] as const)('names the other side for %s', (_who, ownerId, locale, summary) => {
    const [event] = calendarFeedEvents([session(1, '2026-04-20T09:00:00.000Z')], { ...context, ownerId, locale })
    expect(event?.summary).toBe(summary)
  })

  it('names someone without a name neutrally, in the owner language', () => {
    const nameless = session(1, '2026-04-20T09:00:00.000Z', { consultant: { id: 7, firstName: null, lastName: ' ' } })
    expect(calendarFeedEvents([nameless], { ...context, locale: 'de' })[0]?.summary).toBe(
      'CareerBridge-Sitzung mit Ein CareerBridge-Mitglied',
    )
  })

  it('lists only the owner sessions of the window, earliest first, and no holds', () => {
    const stranger = { id: 99, firstName: 'Eve', lastName: 'Other' }
    const events = calendarFeedEvents(
      [
        session(5, '2026-05-01T09:00:00.000Z'),
        session(4, '2026-03-01T09:00:00.000Z'),
        session(3, '2026-04-01T09:00:00.000Z', { status: 'PAST_COMPLETED_WITH_TIMEOUT' }),
        session(2, '2026-04-20T09:00:00.000Z', { consultee: stranger }),
        session(6, '2026-04-21T09:00:00.000Z', { status: 'HELD' }),
        session(7, '2026-04-21T09:00:00.000Z', { status: 'HOLD_EXPIRED' }),
        session(1, '2026-05-01T09:00:00.000Z', { status: 'UPCOMING_PENDING' }),
      ],
      context,
    )
    expect(events.map((event) => [event.uid, event.status])).toEqual([
      ['consultation-3@careerbridge.example', 'CONFIRMED'],
      ['consultation-1@careerbridge.example', 'TENTATIVE'],
      ['consultation-5@careerbridge.example', 'CONFIRMED'],
    ])
  })

  it('writes a session with its instants, sequence, room and services', () => {
    const [event] = calendarFeedEvents([session(1, '2026-04-20T09:00:00.000Z', { calendarSequence: 2 })], context)
    expect(event).toEqual({
      uid: 'consultation-1@careerbridge.example',
      start: new Date('2026-04-20T09:00:00.000Z'),
      end: new Date('2026-04-20T10:00:00.000Z'),
      summary: 'CareerBridge session with Jonas Weber',
      description: 'https://meet.example/room-1\nCV review\nSalary negotiation',
      url: 'https://meet.example/room-1',
      location: 'https://meet.example/room-1',
      stamp: now,
      sequence: 2,
      status: 'CONFIRMED',
    })
  })

  it.each([
    ['with services', ['CV review'], { description: 'CV review' }],
    ['without services', [], {}],
  ])('keeps a called-off session %s, CANCELLED and without its room', (_name, serviceTitles, description) => {
    const calledOff = session(1, '2026-04-20T09:00:00.000Z', {
      status: 'PAST_CANCELLED_BY_CONSULTANT',
      calendarSequence: 1,
      serviceTitles,
    })
    const [event] = calendarFeedEvents([calledOff], context)
    expect(event).toEqual({
      uid: 'consultation-1@careerbridge.example',
      start: calledOff.startsAt,
      end: calledOff.endsAt,
      summary: 'CareerBridge session with Jonas Weber',
      ...description,
      stamp: now,
      sequence: 1,
      status: 'CANCELLED',
    })
  })
})

describe('calendarFeedIcs', () => {
  it.each([
    ['en', 'X-WR-CALNAME:CareerBridge sessions'],
    ['de', 'X-WR-CALNAME:CareerBridge-Sitzungen'],
  ] as const)('names the calendar in %s', (locale, name) => {
    const lines = calendarFeedIcs([session(1, '2026-04-20T09:00:00.000Z')], { ...context, locale }).split('\r\n')
    expect(lines).toContain(name)
    expect(lines).toContain('DTSTART:20260420T090000Z')
    expect(lines).toContain('STATUS:CONFIRMED')
  })
})
