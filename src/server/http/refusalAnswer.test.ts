import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { mapDataErrors } from './mapDataErrors'
import {
  forbidden,
  illegalTransition,
  invalidInput,
  notAuthenticated,
  notFound,
  Refusal,
  refusalLoggingLevels,
  text,
} from './refusal'
import { refusalBody, refusalResponse } from './refusalAnswer'

const requestIn = (headers: Record<string, string>) =>
  ({ headers: new Headers(headers), context: {} }) as unknown as PayloadRequest

const mapped = (error: unknown, req: PayloadRequest) =>
  mapDataErrors({ error, req, result: { errors: [{ message: 'raw' }] }, context: {} } as never) as
    { status?: number; response?: Record<string, unknown> } | undefined

describe('the refusal answer', () => {
  const cases = [
    {
      name: 'signed out',
      refusal: notAuthenticated(),
      status: 401,
      code: 'NOT_AUTHENTICATED',
      en: 'You are not authenticated, please login and try again.',
      de: 'Du bist nicht angemeldet. Bitte melde dich an und versuche es erneut.',
    },
    {
      name: 'forbidden',
      refusal: forbidden(),
      status: 403,
      code: 'FORBIDDEN',
      en: 'You are not allowed to do that.',
      de: 'Dazu bist du nicht berechtigt.',
    },
    {
      name: 'a feature wording',
      refusal: notFound(text('inquiries', 'api.notFound')),
      status: 404,
      code: 'NOT_FOUND',
      en: 'This conversation does not exist.',
      de: 'Diese Unterhaltung gibt es nicht.',
    },
    {
      name: 'a message with parameters',
      refusal: new Refusal(429, 'RATE_LIMITED', text('inquiries', 'api.rateLimited', { seconds: 5 })),
      status: 429,
      code: 'RATE_LIMITED',
      en: 'You are sending messages too fast. Please wait 5 seconds.',
      de: 'Du sendest zu viele Nachrichten. Bitte warte 5 Sekunden.',
    },
  ]

  it.each(cases)('$name: status, code and the message in each language', ({ refusal, status, code, en, de }) => {
    expect(refusal.status).toBe(status)
    expect(refusal.message).toBe(en)
    expect(refusalBody(refusal, 'en')).toEqual({ message: en, code })
    expect(refusalBody(refusal, 'de')).toEqual({ message: de, code })
    expect(mapped(refusal, requestIn({ 'accept-language': 'de-DE,de;q=0.9' }))).toEqual({
      status,
      response: { message: de, code },
    })
    expect(mapped(refusal, requestIn({ cookie: 'NEXT_LOCALE=en', 'accept-language': 'de' }))).toEqual({
      status,
      response: { message: en, code },
    })
  })

  it('keeps the field errors', () => {
    const errors = [{ path: 'email', message: 'Invalid_value' }]
    expect(refusalBody(invalidInput(errors), 'en')).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'INVALID_INPUT',
      errors,
    })
  })

  it('is an APIError, so Payload answers it wherever it is thrown', () => {
    expect(forbidden()).toBeInstanceOf(APIError)
    expect(forbidden().data).toEqual({ code: 'FORBIDDEN' })
  })

  it('answers with the refusal own headers', async () => {
    const refusal = new Refusal(429, 'RATE_LIMITED', text('inquiries', 'api.rateLimited', { seconds: 5 }), {
      headers: { 'Retry-After': '5' },
    })
    const req = requestIn({})
    mapped(refusal, req)
    expect(req.responseHeaders?.get('Retry-After')).toBe('5')
    const response = refusalResponse(refusal, requestIn({ 'accept-language': 'de' }))
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toEqual({
      message: 'Du sendest zu viele Nachrichten. Bitte warte 5 Sekunden.',
      code: 'RATE_LIMITED',
    })
  })

  it('answers a refusal in GraphQL with its message, code and status', () => {
    const answer = mapDataErrors({
      error: forbidden(),
      req: requestIn({}),
      graphqlResult: { message: 'raw', extensions: {} },
      context: {},
    } as never)
    expect(answer).toEqual({
      graphqlResult: { message: 'You are not allowed to do that.', extensions: { statusCode: 403, code: 'FORBIDDEN' } },
    })
  })

  it("lists the message in Payload's `errors` too when asked, as the refusals of its own operations do", () => {
    const refusal = illegalTransition('status', 'HELD', 'COMPLETED')
    expect(refusalBody(refusal, 'de')).toEqual({
      message: 'status kann nicht von HELD auf COMPLETED wechseln',
      code: 'ILLEGAL_TRANSITION',
      from: 'HELD',
      to: 'COMPLETED',
      errors: [{ message: 'status kann nicht von HELD auf COMPLETED wechseln' }],
    })
    expect(refusal.message).toBe('status cannot change from HELD to COMPLETED')
  })

  it('keeps a 5xx refusal logged at error, with its cause, and a 4xx one out of the log', () => {
    const cause = new Error('the provider went away')
    const failure = new Refusal(502, 'ONBOARDING_FAILED', text('wallet.api', 'onboardingFailed'), { cause })
    expect(failure.name).not.toBe('Refusal')
    const levels: Record<string, unknown> = refusalLoggingLevels
    expect(levels[failure.name]).toBeUndefined()
    expect(failure.cause).toBe(cause)
    expect(failure.withText(text('api', 'forbidden')).cause).toBe(cause)
    expect(levels[forbidden().name]).toBe(false)
    expect(refusalBody(failure, 'en')).toEqual({
      message: 'Failed to onboard you, please try again later!',
      code: 'ONBOARDING_FAILED',
    })
  })

  it("answers a value PostgreSQL refused as 400 INVALID_VALUE, in Payload's shape too", () => {
    const error = Object.assign(new Error('invalid input syntax'), { code: '22P02' })
    const message = 'Ein Wert in der Anfrage ist nicht gültig.'
    expect(mapped(error, requestIn({ 'accept-language': 'de' }))).toEqual({
      status: 400,
      response: { message, code: 'INVALID_VALUE', errors: [{ message }] },
    })
  })

  it('leaves other errors as they were, with a top-level message', () => {
    expect(mapped(new Error('boom'), requestIn({}))).toEqual({
      response: { errors: [{ message: 'raw' }], message: 'raw' },
    })
  })
})
