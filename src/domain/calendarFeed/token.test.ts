import { describe, expect, it } from 'vitest'

import { calendarFeedPath, calendarFeedTokenMessage, feedGenerationOf, feedTokenOf, feedUserIdOf } from './token'

const TOKEN = 'aB3_-'.repeat(8) + 'xyz'

describe('the calendar feed token', () => {
  it('signs the account and its generation, apart from anything else signed with the key', () => {
    expect(calendarFeedTokenMessage(42, 0)).toBe('careerbridge:calendar-feed:v1:42:0')
    expect(calendarFeedTokenMessage(42, 1)).not.toBe(calendarFeedTokenMessage(42, 0))
    // 4:21 and 42:1 must not sign the same text.
    expect(calendarFeedTokenMessage(4, 21)).not.toBe(calendarFeedTokenMessage(42, 1))
  })

  it('is a path below /api that ends in .ics', () => {
    expect(calendarFeedPath(42, TOKEN)).toBe(`/api/calendar-feed/42/${TOKEN}.ics`)
  })

  it.each([
    [`${TOKEN}.ics`, TOKEN],
    [TOKEN, null],
    [`${TOKEN}.ICS`, null],
    [`${TOKEN.slice(1)}.ics`, null],
    [`${TOKEN}a.ics`, null],
    [`${TOKEN.slice(1)}=.ics`, null],
    [`${TOKEN.slice(1)}/.ics`, null],
    ['.ics', null],
    [undefined, null],
  ])('reads the token of %j as %j', (segment, token) => {
    expect(feedTokenOf(segment)).toBe(token)
  })

  it.each([
    ['42', 42],
    ['1', 1],
    ['0', null],
    ['042', null],
    ['-1', null],
    ['4.2', null],
    ['1e3', null],
    ['99999999999999999', null],
    ['', null],
    [undefined, null],
  ])('reads the account id of %j as %j', (segment, id) => {
    expect(feedUserIdOf(segment)).toBe(id)
  })

  it.each([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [3, 3],
    [-1, 0],
    [1.5, 0],
  ])('takes the stored generation %j as %j', (stored, generation) => {
    expect(feedGenerationOf(stored)).toBe(generation)
  })
})
