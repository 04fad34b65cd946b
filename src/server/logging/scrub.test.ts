import { describe, expect, it } from 'vitest'

import { requestIdOf } from './requestId'
import { scrubLogLine } from './scrub'

describe('scrubLogLine', () => {
  it.each([
    {
      name: 'an email in a database error',
      input: 'Key (email)=(kim.lee@example.com) already exists',
      hidden: 'kim.lee@example.com',
    },
    {
      name: 'a session token',
      input: '"token":"eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlX2hlcmU"',
      hidden: 'eyJhbGciOiJIUzI1NiJ9',
    },
    { name: 'a Stripe secret key', input: 'key sk_live_51Habc', hidden: 'sk_live_51Habc' },
    { name: 'a webhook secret', input: 'whsec_abcdef', hidden: 'whsec_abcdef' },
    { name: 'SMTP credentials', input: 'smtps://mailer:hunter2@smtp.example.com:465', hidden: 'hunter2' },
    { name: 'a session cookie', input: 'cookie: payload-token=abc.def.ghi; Path=/', hidden: 'abc.def.ghi' },
    { name: 'an authorization value', input: '"authorization":"JWT abcdef"', hidden: 'abcdef' },
  ])('hides $name', ({ input, hidden }) => {
    expect(scrubLogLine(input)).not.toContain(hidden)
  })

  it('leaves ordinary log content alone', () => {
    const line = '{"level":"info","requestId":"4f1c","method":"POST","path":"/api/auth/login","status":401,"ms":12}'
    expect(scrubLogLine(line)).toBe(line)
  })
})

describe('requestIdOf', () => {
  const headers = (id?: string) => new Headers(id === undefined ? {} : { 'x-request-id': id })

  it.each(['abc-123', 'trace:01HZX.9_a', 'a'.repeat(128)])('keeps the incoming id %s', (id) => {
    expect(requestIdOf(headers(id))).toBe(id)
  })

  it.each([undefined, '', 'a'.repeat(129), 'two words', 'x"}{"level":"fatal'])('replaces %j by a fresh id', (id) => {
    const result = requestIdOf(headers(id))
    expect(result).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdOf(headers(id))).not.toBe(result)
  })
})
