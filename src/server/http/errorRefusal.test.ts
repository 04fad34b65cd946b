import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { refusalOf } from './errorRefusal'
import { mapDataErrors } from './mapDataErrors'
import { forbidden } from './refusal'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('the refusal an error stands for', () => {
  const refused = forbidden()
  it.each([
    { name: 'a refusal is itself', error: refused, status: 403, code: 'FORBIDDEN' },
    {
      name: 'a refused connection',
      error: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    },
    {
      name: 'a shut-down server',
      error: withCode('terminating connection', '57P01'),
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    },
    {
      name: 'a lost connection, in the cause',
      error: new Error('query failed', { cause: new Error('Connection terminated unexpectedly') }),
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    },
    {
      name: 'an id out of range',
      error: withCode('value out of range for type integer', '22003'),
      status: 400,
      code: 'INVALID_VALUE',
    },
    {
      name: 'a bad byte sequence',
      error: withCode('invalid byte sequence', '22021'),
      status: 400,
      code: 'INVALID_VALUE',
    },
  ])('$name: $status $code', ({ error, status, code }) => {
    expect(refusalOf(error)).toMatchObject({ status, code })
  })

  it('keeps a refusal as it was thrown', () => {
    expect(refusalOf(refused)).toBe(refused)
  })

  it.each([
    { name: 'a failure of our own', error: new Error('undefined is not a function') },
    { name: 'a unique violation', error: withCode('duplicate key value', '23505') },
    { name: 'a syntax error in a statement', error: withCode('syntax error at or near', '42601') },
    { name: 'not an error', error: 'text' },
  ])('$name is no refusal (a failure: 500)', ({ error }) => {
    expect(refusalOf(error)).toBeNull()
  })

  it("answers Payload's own routes alike: 503 with Retry-After while the database is away", () => {
    const req = { headers: new Headers({ 'accept-language': 'de' }), context: {} } as unknown as PayloadRequest
    const error = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    const answer = mapDataErrors({ error, req, result: { errors: [{ message: 'raw' }] }, context: {} } as never) as {
      status: number
      response: { code: string; retryAfter: number }
    }
    expect(answer).toMatchObject({ status: 503, response: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 } })
    expect(new Headers(req.responseHeaders).get('retry-after')).toBe('5')
  })
})
