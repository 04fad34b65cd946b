import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS } from '../helpers/booking'
import { badInputCallers, expectRefused, type Case, type CallerTokens } from '../helpers/badInputCallers'
import { rest } from '../helpers/http'
import type { User } from '@/payload-types'

let payload: Payload
let consultant: User
let consultee: User
let tokens: CallerTokens

beforeAll(async () => {
  ;({ payload, consultant, consultee, tokens } = await badInputCallers())
})

const FAR = '9999-12-31T09:00:00.000Z'

describe('500 on bad input (issue 21): far dates, bodies that are no object, methods', () => {
  it.each<Case>([
    {
      name: 'free slots',
      method: 'GET',
      path: () => `/api/availability/${consultant.id}?startDay=9999-12-30&endDay=9999-12-31`,
      status: 400,
    },
    {
      name: 'a slot check',
      method: 'POST',
      path: () => '/api/availability/check',
      body: { slots: [FAR] },
      status: 400,
    },
    {
      name: 'new availability',
      method: 'POST',
      path: () => '/api/availability/add',
      as: 'consultant',
      body: { availability: { timezone: 'Europe/Berlin', days: { '9999-12-31': ['09:00'] } } },
      status: 400,
    },
    {
      name: 'a booking',
      method: 'POST',
      path: () => '/api/consultations/create',
      as: 'consultee',
      body: { sessionType: '30MINUTES', selectedSlot: FAR, billingCountry: 'DE', consents: BOOKING_CONSENTS },
      status: 400,
    },
  ])('a date in year 9999 for $name', async ({ method, path, as, body, status }) => {
    const withConsultant = body && { consultantId: consultant.id, ...(body as object) }
    const before = await payload.count({
      collection: 'consultations',
      where: { consultant: { equals: consultant.id } },
    })
    expectRefused(await rest(method, path(), { token: as && tokens[as], body: withConsultant }), status)
    expect(
      await payload.count({ collection: 'consultations', where: { consultant: { equals: consultant.id } } }),
    ).toEqual(before)
  })

  it('answers slots that are no list with 400', async () => {
    const answer = await rest('POST', '/api/availability/check', {
      body: { consultantId: consultant.id, slots: 'soon' },
    })
    expectRefused(answer, 400)
  })

  it.each(['null', '"x"', '[]', '42'])(
    'a %s body to PATCH /api/users/{id} answers 400 and changes nothing',
    async (body) => {
      const answer = await rest('PATCH', `/api/users/${consultee.id}`, { token: tokens.consultee, body })
      expectRefused(answer, 400)
      expect(answer.json.code).toBe('BODY_NOT_OBJECT')
      const stored = await payload.findByID({ collection: 'users', id: consultee.id })
      expect({ firstName: stored.firstName, updatedAt: stored.updatedAt }).toEqual({
        firstName: 'Ada',
        updatedAt: consultee.updatedAt,
      })
    },
  )

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const answer = await rest('POST', '/api/consultations/quote', {
      token: tokens.consultee,
      body: '{"consultantId": ',
    })
    expect(answer).toMatchObject({ status: 400, json: { code: 'MALFORMED_JSON', message: expect.any(String) } })
  })

  it.each([
    { method: 'POST' as const, path: '/api/health', allow: 'GET, HEAD, OPTIONS' },
    { method: 'DELETE' as const, path: '/api/auth/login', allow: 'OPTIONS, POST' },
  ])('answers $method $path with 405 and the methods it has', async ({ method, path, allow }) => {
    const answer = await rest(method, path, { body: method === 'POST' ? {} : undefined })
    expectRefused(answer, 405)
    expect(answer.headers.get('allow')).toBe(allow)
  })
})
