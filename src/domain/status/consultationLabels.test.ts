import { describe, expect, it } from 'vitest'
import {
  CONSULTATION_LABELS_DE,
  CONSULTATION_LABELS_EN,
  CONSULTATION_LABEL_KEYS,
  consultationLabelKey,
  type ConsultationLabelKey,
} from './consultationLabels'

describe('consultationLabelKey', () => {
  it.each<{ status: string; consultant: ConsultationLabelKey; user: ConsultationLabelKey }>([
    { status: 'UPCOMING_PENDING', consultant: 'requested', user: 'pending' },
    { status: 'UPCOMING_CONFIRMED', consultant: 'confirmed', user: 'confirmed' },
    { status: 'PAST_COMPLETED_WITH_TIMEOUT', consultant: 'completed', user: 'completed' },
    { status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION', consultant: 'completed', user: 'completed' },
    { status: 'PAST_CONSULTATION_TIME_PASSED', consultant: 'completed', user: 'completed' },
    { status: 'PAST_CANCELLED_BY_USER', consultant: 'declined', user: 'declined' },
    { status: 'PAST_CANCELLED_BY_CONSULTANT', consultant: 'declined', user: 'declined' },
    { status: 'PAST_REQ_CANCELLED_BY_USER', consultant: 'declined', user: 'declined' },
    { status: 'PAST_REQ_CANCELLED_BY_CONSULTANT', consultant: 'declined', user: 'declined' },
    { status: 'PAST_REQUEST_TIMEOUT', consultant: 'declined', user: 'declined' },
    { status: 'PAST_ISSUE_REPORTED', consultant: 'reportedOpen', user: 'reportedOpen' },
    { status: 'HELD', consultant: 'unknown', user: 'unknown' },
    { status: 'HOLD_EXPIRED', consultant: 'unknown', user: 'unknown' },
    { status: 'FEEDBACK_GIVEN', consultant: 'unknown', user: 'unknown' },
    { status: 'upcoming_pending', consultant: 'unknown', user: 'unknown' },
    { status: '', consultant: 'unknown', user: 'unknown' },
    { status: 'constructor', consultant: 'unknown', user: 'unknown' },
    { status: '__proto__', consultant: 'unknown', user: 'unknown' },
  ])('$status -> consultant $consultant, user $user', ({ status, consultant, user }) => {
    expect(consultationLabelKey(status, 'CONSULTANT')).toBe(consultant)
    expect(consultationLabelKey(status, 'USER')).toBe(user)
  })

  it.each([
    ['PAST_ISSUE_REPORTED', true, 'reportedResolved'],
    ['PAST_ISSUE_REPORTED', false, 'reportedOpen'],
    ['PAST_COMPLETED_WITH_USER_CONFIRMATION', true, 'completed'],
    ['UPCOMING_PENDING', true, 'pending'],
  ] as const)('%s with the issue resolved=%s -> %s', (status, resolved, expected) => {
    expect(consultationLabelKey(status, 'USER', resolved)).toBe(expected)
  })
})

describe('consultation labels', () => {
  it.each<{ key: ConsultationLabelKey; en: string; de: string }>([
    { key: 'requested', en: 'Requested', de: 'Angefragt' },
    { key: 'pending', en: 'Pending', de: 'Ausstehend' },
    { key: 'confirmed', en: 'Confirmed', de: 'Bestätigt' },
    { key: 'completed', en: 'Completed', de: 'Abgeschlossen' },
    { key: 'declined', en: 'Declined', de: 'Abgelehnt' },
    { key: 'reportedOpen', en: 'Reported - Open', de: 'Gemeldet - Offen' },
    { key: 'reportedResolved', en: 'Reported - Resolved', de: 'Gemeldet - Gelöst' },
    { key: 'unknown', en: 'Unknown', de: 'Unbekannt' },
  ])('$key -> $en / $de', ({ key, en, de }) => {
    expect(CONSULTATION_LABELS_EN[key]).toBe(en)
    expect(CONSULTATION_LABELS_DE[key]).toBe(de)
  })

  it('has a text for every key and nothing else', () => {
    expect(Object.keys(CONSULTATION_LABELS_EN).sort()).toEqual([...CONSULTATION_LABEL_KEYS].sort())
    expect(Object.keys(CONSULTATION_LABELS_DE).sort()).toEqual([...CONSULTATION_LABEL_KEYS].sort())
  })
})
