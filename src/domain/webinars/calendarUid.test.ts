import { describe, expect, it } from 'vitest'

import { webinarCalendarUid } from './calendarUid'
import { sessionCalendarUid } from '../booking/sessionCalendarUid'

describe('webinarCalendarUid', () => {
  it.each([
    [7, 'careerbridge.example', 'webinar-7@careerbridge.example'],
    ['12', 'localhost:3000', 'webinar-12@localhost:3000'],
  ])('%j at %s → %s', (id, host, expected) => {
    expect(webinarCalendarUid(id, host)).toBe(expected)
  })

  it('never equals the UID of a session with the same number', () => {
    expect(webinarCalendarUid(7, 'h')).not.toBe(sessionCalendarUid(7, 'h'))
  })
})
