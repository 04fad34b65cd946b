import config from '@payload-config'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { apiRouteHandlers } from '@/server/http/apiRouteHandlers'
import { notFound, text } from '@/server/http/refusal'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/consultants, served by a route handler of its own', () => {
  it('answers the list publicly, with its request id', async () => {
    const { status, json, headers } = await rest('GET', '/api/consultants?limit=1')
    expect(status).toBe(200)
    expect(json).toMatchObject({ page: 1, consultants: expect.any(Array) })
    expect(headers.get('cache-control')).toMatch(/^public, /)
    expect(headers.get('x-request-id')).toMatch(/\S/)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s with 405 in the error shape, in German too',
    async (method) => {
      const { status, json, headers } = await rest(method, '/api/consultants', {
        body: {},
        headers: { 'accept-language': 'de' },
      })
      expect({ status, allow: headers.get('allow'), code: json.code }).toEqual({
        status: 405,
        allow: 'GET, HEAD, OPTIONS',
        code: 'METHOD_NOT_ALLOWED',
      })
      expect(json.message).toBe('Diese Methode ist hier nicht erlaubt.')
      expect(headers.get('cache-control')).toBe('private, no-store')
      expect(headers.get('x-request-id')).toMatch(/\S/)
    },
  )

  it('answers OPTIONS as every REST path does', async () => {
    const route = await import('@/app/(payload)/api/consultants/route')
    const request = new Request('http://localhost:3000/api/consultants', { method: 'OPTIONS' })
    const response = await route.OPTIONS(request, { params: Promise.resolve({ slug: ['consultants'] }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('answers an unreadable query with 400 before reading anything', async () => {
    const { status, json } = await rest('GET', '/api/consultants?search=a%00b')
    expect({ status, code: json.code }).toEqual({ status: 400, code: 'INVALID_CHARACTERS' })
  })
})

describe('the errors of a route handler of its own, answered as Payload answers its endpoints', () => {
  const failing = (error: unknown) =>
    apiRouteHandlers(config, async () => {
      throw error
    }).GET(new Request('http://localhost:3000/api/anything', { headers: { 'accept-language': 'en' } }))
  const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code })
  // The 500 is logged as a failure, with its stack: expected here.
  beforeAll(() => {
    payload.logger.level = 'silent'
  })
  afterAll(() => {
    payload.logger.level = process.env.LOG_LEVEL ?? 'warn'
  })

  it.each([
    ['a refusal', notFound(text('api', 'consultantNotFound')), 404, 'NOT_FOUND'],
    ['a value PostgreSQL refused', pgError('22003'), 400, 'INVALID_VALUE'],
    ['a lost database', pgError('57P01'), 503, 'SERVICE_UNAVAILABLE'],
    ['anything else', new Error('a bug'), 500, 'INTERNAL_ERROR'],
  ])('%s', async (_, error, status, code) => {
    const response = await failing(error)
    const body = (await response.json()) as { code: string; message: unknown }
    expect({ status: response.status, code: body.code }).toEqual({ status, code })
    expect(body.message).toEqual(expect.any(String))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
