import { describe, expect, it } from 'vitest'

import { WEBINAR_LIMITS, webinarSchema } from './schema'

const valid = {
  title: 'Negotiating your first salary',
  description: 'What to say, and when.',
  startsAt: '2026-12-01T17:00:00.000Z',
  durationMinutes: 60,
  capacity: 50,
  joinUrl: 'https://meet.example.com/careerbridge-salary',
}

/** The message of each field the schema refuses, or {} when it accepts the webinar. */
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = webinarSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('webinarSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete webinar', valid, {}],
    ['no description and no limit', { ...valid, description: undefined, capacity: undefined }, {}],
    ['a start given as a Date', { ...valid, startsAt: new Date('2026-12-01T17:00:00.000Z') }, {}],
    ['a start with an offset', { ...valid, startsAt: '2026-12-01T18:00:00+01:00' }, {}],
    ['the shortest duration', { ...valid, durationMinutes: WEBINAR_LIMITS.minDurationMinutes }, {}],
    ['the longest duration', { ...valid, durationMinutes: WEBINAR_LIMITS.maxDurationMinutes }, {}],
    ['one seat', { ...valid, capacity: 1 }, {}],
    ['no title', { ...valid, title: undefined }, { title: 'Webinar_title_required' }],
    ['a blank title', { ...valid, title: '   ' }, { title: 'Webinar_title_required' }],
    ['a title too long', { ...valid, title: 'x'.repeat(121) }, { title: 'Webinar_title_max_120' }],
    [
      'a description too long',
      { ...valid, description: 'x'.repeat(2001) },
      { description: 'Webinar_description_max_2000' },
    ],
    ['no start', { ...valid, startsAt: undefined }, { startsAt: 'Webinar_start_invalid' }],
    ['a start that is no instant', { ...valid, startsAt: '1 December' }, { startsAt: 'Webinar_start_invalid' }],
    ['an invalid Date', { ...valid, startsAt: new Date('x') }, { startsAt: 'Webinar_start_invalid' }],
    ['no duration', { ...valid, durationMinutes: undefined }, { durationMinutes: 'Webinar_duration_15_to_480' }],
    ['14 minutes', { ...valid, durationMinutes: 14 }, { durationMinutes: 'Webinar_duration_15_to_480' }],
    ['481 minutes', { ...valid, durationMinutes: 481 }, { durationMinutes: 'Webinar_duration_15_to_480' }],
    ['half a minute more', { ...valid, durationMinutes: 30.5 }, { durationMinutes: 'Webinar_duration_15_to_480' }],
    ['no seats', { ...valid, capacity: 0 }, { capacity: 'Webinar_capacity_invalid' }],
    ['minus one seat', { ...valid, capacity: -1 }, { capacity: 'Webinar_capacity_invalid' }],
    ['half a seat', { ...valid, capacity: 1.5 }, { capacity: 'Webinar_capacity_invalid' }],
    ['too many seats', { ...valid, capacity: 10_001 }, { capacity: 'Webinar_capacity_invalid' }],
    ['no join link', { ...valid, joinUrl: undefined }, { joinUrl: 'Join_url_https' }],
    ['a plain http join link', { ...valid, joinUrl: 'http://meet.example.com/x' }, { joinUrl: 'Join_url_https' }],
    ['a join link that is no URL', { ...valid, joinUrl: 'meet example' }, { joinUrl: 'Join_url_https' }],
    ['a join link to no domain', { ...valid, joinUrl: 'https://localhost/x' }, { joinUrl: 'Join_url_https' }],
    ['a script as join link', { ...valid, joinUrl: 'javascript:alert(1)' }, { joinUrl: 'Join_url_https' }],
    [
      'a join link too long',
      { ...valid, joinUrl: `https://meet.example.com/${'x'.repeat(500)}` },
      { joinUrl: 'Join_url_https' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(problems(input)).toEqual(expected)
  })
})
