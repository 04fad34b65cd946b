import { beforeAll, describe, expect, it } from 'vitest'

import { badInputCallers, expectRefused, type Case, type CallerTokens } from '../helpers/badInputCallers'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { REST_RUN_LIMIT } from '@/server/jobs/restRunLimit'

let tokens: CallerTokens

beforeAll(async () => {
  ;({ tokens } = await badInputCallers())
})

describe('500 on bad input (issue 21): ids, unreadable text, routes Payload cannot serve', () => {
  it.each<Case>([
    { name: 'a public collection by id', method: 'GET', path: () => '/api/posts/99999999999', status: 400 },
    {
      name: 'a consultant profile by id',
      method: 'GET',
      path: () => '/api/consultant-profiles/99999999999',
      status: 400,
    },
    {
      name: 'a filter on id',
      method: 'GET',
      path: () => '/api/catalogue-services?where[id][equals]=99999999999',
      status: 400,
    },
    { name: 'a public profile', method: 'GET', path: () => '/api/consultants/99999999999', status: 404 },
    { name: 'the next free slot', method: 'GET', path: () => '/api/availability/next/99999999999', status: 404 },
    { name: 'a media file', method: 'GET', path: () => '/api/media/file/99999999999', status: 404 },
    {
      name: 'a review decision',
      method: 'POST',
      path: () => '/api/consultants/99999999999/review',
      as: 'admin',
      body: { decision: 'APPROVE' },
      status: 404,
    },
    {
      name: 'a refund',
      method: 'POST',
      path: () => '/api/consultations/admin/refund',
      as: 'admin',
      body: { consultationId: 99999999999 },
      status: 400,
    },
    { name: 'an account deletion', method: 'DELETE', path: () => '/api/users/99999999999', as: 'admin', status: 404 },
    {
      name: 'a document duplicate',
      method: 'POST',
      path: () => '/api/posts/99999999999/duplicate',
      as: 'admin',
      body: {},
      status: 400,
    },
    {
      name: 'a version list of a collection without versions',
      method: 'GET',
      path: () => '/api/users/versions',
      as: 'admin',
      status: 404,
    },
    {
      name: 'email verification, which codes replace',
      method: 'POST',
      path: () => '/api/users/verify/abc',
      body: {},
      status: 404,
    },
    {
      name: 'a preference that was never stored',
      method: 'DELETE',
      path: () => '/api/payload-preferences/none',
      as: 'admin',
      status: 404,
    },
  ])('an id above 2^31−1 or a route Payload cannot serve: $name', async ({ method, path, as, body, status }) => {
    expectRefused(await rest(method, path(), { token: as && tokens[as], body }), status)
  })

  it.each<Case>([
    { name: 'in a path', method: 'GET', path: () => '/api/consultants/%00', status: 400 },
    { name: 'in a filter', method: 'GET', path: () => '/api/posts?where[title][equals]=a%00b', status: 400 },
    { name: 'as invalid UTF-8 in a path', method: 'GET', path: () => '/api/availability/%C3%28', status: 400 },
    { name: 'as invalid UTF-8 in a query', method: 'GET', path: () => '/api/consultants?search=%FF', status: 400 },
    {
      name: 'in a JSON body',
      method: 'POST',
      path: () => '/api/users/forgot-password',
      body: { email: 'a\u0000b@example.com' },
      status: 400,
    },
  ])('a NUL byte or invalid UTF-8 $name', async ({ method, path, body, status }) => {
    const answer = await rest(method, path(), { body })
    expectRefused(answer, status)
    expect(answer.json.code).toBe('INVALID_CHARACTERS')
  })

  it('lets only admins run the jobs queue over REST, and a huge limit does not break it', async () => {
    expectRefused(await rest('GET', '/api/payload-jobs/run?limit=99999999999', { token: tokens.consultee }), 401)
    const byAdmin = await rest('GET', '/api/payload-jobs/run?limit=99999999999', { token: tokens.admin })
    expect(byAdmin.status).toBe(200)
  })

  it.each(['1000', '0', '-5'])(
    'runs at most REST_RUN_LIMIT jobs a call over REST with limit=%s (a batch larger than the pool failed)',
    async (limit) => {
      const payload = await testPayload()
      // Jobs that finish at once: contact mails of messages that do not exist.
      const queued = await Promise.all(
        Array.from({ length: REST_RUN_LIMIT + 2 }, () =>
          payload.jobs.queue({ task: 'contactMail', input: { messageId: 2_000_000_000 } }),
        ),
      )
      const ids = queued.map((job) => job.id)
      const left = async () =>
        (await payload.find({ collection: 'payload-jobs', where: { id: { in: ids } }, depth: 0, limit: 0 })).totalDocs
      const run = `/api/payload-jobs/run?limit=${limit}`
      expect((await rest('GET', run, { token: tokens.admin })).status).toBe(200)
      expect(await left()).toBeGreaterThanOrEqual(2)
      while ((await left()) > 0) expect((await rest('GET', run, { token: tokens.admin })).status).toBe(200)
    },
  )

  it("answers Payload's own errors in API.md's shape", async () => {
    const answer = await rest('GET', '/api/consultations/2147483647', { token: tokens.consultee })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.json).toMatchObject({ message: expect.any(String), errors: [{ message: expect.any(String) }] })
  })
})
