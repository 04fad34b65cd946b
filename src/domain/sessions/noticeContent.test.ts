import { describe, expect, it } from 'vitest'

import type { Locale } from '../locale'
import { calendarSummary, displayName, noticeContent, type NoticeFacts } from './noticeContent'
import type { SessionNotice } from './notices'

describe('displayName and calendarSummary', () => {
  it.each<[string | null, string | null, Locale, string]>([
    ['Mia', 'Schmidt', 'en', 'Mia Schmidt'],
    ['Mia', null, 'de', 'Mia'],
    [' ', '', 'en', 'A CareerBridge member'],
    [null, null, 'de', 'Ein CareerBridge-Mitglied'],
  ])('%j %j (%s) is %j', (first, last, locale, expected) => {
    expect(displayName(first, last, locale)).toBe(expected)
  })

  it.each<[Locale, string]>([
    ['en', 'CareerBridge session with Mia Schmidt'],
    ['de', 'CareerBridge-Sitzung mit Mia Schmidt'],
  ])('%s: %s', (locale, expected) => {
    expect(calendarSummary('Mia Schmidt', locale)).toBe(expected)
  })
})

const facts: NoticeFacts = {
  recipient: 'consultee',
  status: 'UPCOMING_CONFIRMED',
  recipientName: 'Jonas',
  otherName: 'Mia Schmidt',
  when: '<when>',
  meetingUrl: 'https://meet.example/careerbridge-room',
  dashboardUrl: 'https://app.example/consultee/dashboard',
  answerUrl: 'https://app.example/consultee/dashboard/sessions?reschedule=7',
  sessionUrl: 'https://app.example/consultee/dashboard/sessions#session-7',
  proposedWhen: '<proposed>',
  paid: true,
  issue: { type: 'TECHNICAL_PROBLEM', description: 'No sound' },
  review: { rating: 5, headline: 'Very helpful' },
}

type Row = [SessionNotice, Locale, Partial<NoticeFacts>, string, string[]]

describe('noticeContent', () => {
  it.each<Row>([
    [
      'requested',
      'en',
      { recipient: 'consultant' },
      'New session request from Mia Schmidt',
      ['asked for a session with you on <when>', '/consultee/dashboard'],
    ],
    [
      'requested',
      'de',
      { recipient: 'consultant' },
      'Neue Sitzungsanfrage von Mia Schmidt',
      ['möchte eine Sitzung mit dir am <when>'],
    ],
    [
      'confirmed',
      'en',
      {},
      'Your session with Mia Schmidt is confirmed',
      ['confirmed your session on <when>', 'https://meet.example/careerbridge-room', 'calendar invitation is attached'],
    ],
    [
      'confirmed',
      'de',
      {},
      'Deine Sitzung mit Mia Schmidt ist bestätigt',
      ['hat deine Sitzung am <when> bestätigt', 'https://meet.example/careerbridge-room', 'Kalendereinladung'],
    ],
    [
      'confirmed',
      'en',
      { recipient: 'consultant' },
      'Session with Mia Schmidt confirmed',
      ['You confirmed the session with Mia Schmidt on <when>', 'https://meet.example/careerbridge-room'],
    ],
    [
      'confirmed',
      'de',
      { recipient: 'consultant' },
      'Sitzung mit Mia Schmidt bestätigt',
      ['Du hast die Sitzung mit Mia Schmidt am <when> bestätigt'],
    ],
    [
      'declined',
      'en',
      { status: 'PAST_REQ_CANCELLED_BY_CONSULTANT' },
      'Mia Schmidt declined your session request',
      ['declined the request', 'You are not charged'],
    ],
    [
      'declined',
      'de',
      { status: 'PAST_REQ_CANCELLED_BY_CONSULTANT' },
      'Mia Schmidt hat deine Sitzungsanfrage abgelehnt',
      ['hat die Anfrage abgelehnt', 'Dir wird nichts berechnet'],
    ],
    [
      'declined',
      'en',
      { status: 'PAST_REQUEST_TIMEOUT' },
      'Your session request has expired',
      ['did not answer your request for <when> in time'],
    ],
    [
      'declined',
      'de',
      { status: 'PAST_REQUEST_TIMEOUT' },
      'Deine Sitzungsanfrage ist abgelaufen',
      ['nicht rechtzeitig geantwortet'],
    ],
    [
      'cancelled',
      'en',
      { status: 'PAST_CANCELLED_BY_CONSULTANT' },
      'Mia Schmidt cancelled your session',
      ['had to cancel your session on <when>', 'full refund'],
    ],
    [
      'cancelled',
      'de',
      { status: 'PAST_CANCELLED_BY_CONSULTANT' },
      'Mia Schmidt hat deine Sitzung abgesagt',
      ['musste deine Sitzung am <when> absagen', 'vollen Betrag'],
    ],
    [
      'cancelled',
      'en',
      { recipient: 'consultant', status: 'PAST_CANCELLED_BY_USER' },
      'Mia Schmidt cancelled a session',
      ['free again in your calendar'],
    ],
    [
      'cancelled',
      'de',
      { recipient: 'consultant', status: 'PAST_CANCELLED_BY_USER' },
      'Mia Schmidt hat eine Sitzung abgesagt',
      ['wieder frei'],
    ],
    [
      'cancelled',
      'en',
      { recipient: 'consultant', status: 'PAST_REQ_CANCELLED_BY_USER' },
      'Mia Schmidt withdrew a session request',
      ['withdrew the request for a session on <when>'],
    ],
    [
      'cancelled',
      'de',
      { recipient: 'consultant', status: 'PAST_REQ_CANCELLED_BY_USER' },
      'Mia Schmidt hat eine Sitzungsanfrage zurückgezogen',
      ['am <when> zurückgezogen'],
    ],
    [
      'reminder-24h',
      'en',
      {},
      'Your session with Mia Schmidt starts in 24 hours',
      ['is on <when>', 'https://meet.example/careerbridge-room'],
    ],
    [
      'reminder-24h',
      'de',
      {},
      'Deine Sitzung mit Mia Schmidt beginnt in 24 Stunden',
      ['ist am <when>', 'https://meet.example/careerbridge-room'],
    ],
    [
      'reminder-1h',
      'en',
      {},
      'Your session with Mia Schmidt starts in 1 hour',
      ['https://meet.example/careerbridge-room'],
    ],
    ['reminder-1h', 'de', {}, 'Deine Sitzung mit Mia Schmidt beginnt in 1 Stunde', ['Videocall']],
    [
      'issue-reported',
      'en',
      { recipient: 'consultant' },
      'A problem was reported about your session with Mia Schmidt',
      ['a technical problem', '“No sound”'],
    ],
    [
      'issue-reported',
      'de',
      { recipient: 'consultant' },
      'Zu deiner Sitzung mit Mia Schmidt wurde ein Problem gemeldet',
      ['ein technisches Problem', '„No sound“'],
    ],
    [
      'review-received',
      'en',
      { recipient: 'consultant' },
      'Mia Schmidt reviewed your session',
      ['5 of 5 stars: “Very helpful”'],
    ],
    [
      'review-received',
      'de',
      { recipient: 'consultant' },
      'Mia Schmidt hat deine Sitzung bewertet',
      ['5 von 5 Sternen bewertet: „Very helpful“'],
    ],
    [
      'reschedule-proposed',
      'en',
      {},
      'Mia Schmidt proposes a new time for your session',
      ['to <proposed>', 'in your dashboard: https://app.example/consultee/dashboard/sessions?reschedule=7'],
    ],
    [
      'reschedule-proposed',
      'de',
      {},
      'Mia Schmidt schlägt eine neue Zeit für euren Termin vor',
      ['auf <proposed> verschieben', 'https://app.example/consultee/dashboard/sessions?reschedule=7'],
    ],
    [
      'reschedule-declined',
      'en',
      {},
      'Mia Schmidt declined the new time',
      ['It stays on <when>', 'https://app.example/consultee/dashboard/sessions#session-7'],
    ],
    [
      'reschedule-declined',
      'de',
      {},
      'Mia Schmidt hat die neue Zeit abgelehnt',
      ['Er bleibt am <when>', 'https://app.example/consultee/dashboard/sessions#session-7'],
    ],
  ])('%s in %s %j: %s', (notice, locale, overrides, subject, phrases) => {
    const content = noticeContent(notice, locale, { ...facts, ...overrides })
    expect(content.subject).toBe(subject)
    expect(content.paragraphs[0]).toBe(locale === 'de' ? 'Hallo Jonas,' : 'Hello Jonas,')
    const body = content.paragraphs.join('\n')
    for (const phrase of phrases) expect(body).toContain(phrase)
  })

  it.each<[Locale, string]>([
    ['en', 'not charged'],
    ['de', 'nichts berechnet'],
  ])('a free request that is declined says nothing about the card (%s)', (locale, phrase) => {
    const body = noticeContent('declined', locale, { ...facts, status: 'PAST_REQUEST_TIMEOUT', paid: false }).paragraphs
    expect(body.join('\n')).not.toContain(phrase)
  })

  it.each<[Locale, string]>([
    ['en', 'Hello,'],
    ['de', 'Hallo,'],
  ])('greets someone without a first name plainly (%s)', (locale, greeting) => {
    expect(noticeContent('requested', locale, { ...facts, recipientName: '' }).paragraphs[0]).toBe(greeting)
  })

  it('leaves out an issue without a description', () => {
    const body = noticeContent('issue-reported', 'en', { ...facts, issue: { type: 'OTHER', description: null } })
    expect(body.paragraphs.join('\n')).toContain(': another problem.')
    expect(body.paragraphs.join('\n')).not.toContain('Their description')
  })
})
